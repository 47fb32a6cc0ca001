// @vitest-environment jsdom
import { ThemeProvider, createTheme } from '@mui/material';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { PointsAdjustPage } from './PointsAdjustPage';

const designer = { id: 'd1', account: 'designer01', nickName: 'Li', points: 12_000, level: 'A' };

function openAsAdministrator() {
  const adjustPoints = vi.fn(async ({ amount }: { amount: number }) => ({
    userId: designer.id,
    points: designer.points + amount,
    level: 'A',
  }));
  renderInAdmin(
    <ThemeProvider theme={createTheme()}>
      <PointsAdjustPage />
    </ThemeProvider>,
    {
      authProvider: {
        checkAuth: async () => undefined,
        getPermissions: async () => ({}),
        getIdentity: async () => ({ id: 'op', roleName: 'administrator' }),
      },
      dataProvider: {
        getList: async () => ({ data: [designer], total: 1 }),
        adjustPoints,
      } as never,
      route: '/',
    },
  );
  return adjustPoints;
}

afterEach(cleanup);

describe('points adjust: bounded, large changes confirmed, numbers grouped (issue 40, point 12)', () => {
  it("refuses -100,000 with the page's own words and sends nothing", async () => {
    const adjustPoints = openAsAdministrator();
    fireEvent.click(await screen.findByText('designer01', {}, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText(/Points/), { target: { value: '-100000' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Audit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    expect(
      await screen.findByText('Enter a whole number from -1,000 to 1,000, other than 0'),
    ).toBeTruthy();
    expect(adjustPoints).not.toHaveBeenCalled();
  });

  it('asks before taking 1,000 points off, saying from and to in grouped numbers', async () => {
    const adjustPoints = openAsAdministrator();
    fireEvent.click(await screen.findByText('designer01', {}, { timeout: 5000 }));
    expect(screen.getByTestId('points-selected')).toHaveTextContent('12,000');
    fireEvent.change(screen.getByLabelText(/Points/), { target: { value: '-1000' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Audit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Adjust these points?');
    expect(dialog).toHaveTextContent('designer01: 12,000 points (level A) → 11,000 points');
    expect(adjustPoints).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(adjustPoints).toHaveBeenCalledTimes(1));
    expect(adjustPoints.mock.calls[0]?.[0]).toMatchObject({ userId: 'd1', amount: -1000 });
  });
});
