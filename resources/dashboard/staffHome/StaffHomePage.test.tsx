// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffQueue } from '../../../dataProvider/dashboardWireTypes';
import { PATHS } from '../../../src/routes/paths';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { StaffHomePage } from './StaffHomePage';

const queue = (name: StaffQueue['name'], count: number): StaffQueue => ({
  name,
  count,
  oldestTime: count ? '2026-11-20 10:00:00' : '',
  oldestAgeMinutes: count ? 90 : 0,
});

afterEach(cleanup);

describe("the operator's staff desk", () => {
  it('has a card for the registrations waiting, leading to their approval', async () => {
    renderInAdmin(<StaffHomePage />, {
      authProvider: {
        checkAuth: async () => undefined,
        getPermissions: async () => ({}),
        getIdentity: async () => ({ id: 'op', roleName: 'administrator' }),
      },
      dataProvider: {
        getStaffQueues: async () => [queue('qc', 2), queue('registrations', 3)],
      } as never,
      route: '/',
    });
    const card = await screen.findByTestId('staff-queue-registrations');
    expect(within(card).getByRole('heading')).toHaveTextContent('Registrations to approve');
    expect(within(card).getByTestId('queue-count')).toHaveTextContent('3');
    expect(within(card).getByRole('link')).toHaveAttribute('href', PATHS.registrationAudit);
  });
});
