// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { GrabEligibility } from './GrabEligibility';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';

const renderWith = (children: React.ReactNode, dataProvider: Partial<DataProvider> = {}) =>
  renderInAdmin(children, { dataProvider });

afterEach(cleanup);

describe('GrabEligibility', () => {
  it('sends a designer without a signed contract to the contract tab', () => {
    renderWith(<GrabEligibility blocker="contract_unsigned" />);
    expect(screen.getByTestId('grab-blocked')).toHaveTextContent(
      'You cannot grab orders: your contract is not signed yet.',
    );
    expect(screen.getByRole('link', { name: 'Sign the contract' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/order\/personalCenter\/5$/),
    );
  });

  it('says nothing to a designer who may grab', () => {
    renderWith(<GrabEligibility blocker={undefined} />);
    expect(screen.queryByTestId('grab-blocked')).toBeNull();
  });
});
