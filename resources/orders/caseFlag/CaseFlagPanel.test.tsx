// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import type { CaseFlag } from '../../../src/domain/caseFlag';
import { serverDateTimeOf } from '../../../src/domain/format';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { DeadlineCountdown } from '../shared/DeadlineCountdown';
import { CaseFlagPanel } from './CaseFlagPanel';

const HOUR = 3_600_000;

/** An order in design, grabbed `hoursAgo` hours ago with a 24-hour cycle. */
const taskGrabbed = (hoursAgo: number, flag?: CaseFlag) =>
  ({
    id: '7',
    orderNo: 'O7',
    status: '1',
    dentureType: '1',
    designCycle: 24,
    deadline: serverDateTimeOf(Date.now() - hoursAgo * HOUR + 24 * HOUR),
    designerId: 'u1',
    subDesignerId: '',
    subReceiveTime: '',
    flag,
  }) as DesignTask;

/** An order in the pool, of denture type 1. */
const poolOrder = { ...taskGrabbed(0), status: '0', deadline: '', designerId: '' } as DesignTask;

/** The signed-in designer u1: certified for type 1 only, contract signed. */
const designer = {
  id: 'u1',
  roleAlias: 'designer',
  isCompanyMember: '0',
  mainAccountId: '',
  contractStatus: '2',
  certifications: [{ dentureType: '1', status: '1' }],
};
const signedIn = (user: object = designer) => ({
  dataProvider: { getUserDetail: async () => user } as never,
});
const flagButton = 'Flag as incomplete';

const openFlag: CaseFlag = {
  code: 'missingScan',
  note: 'no lower jaw',
  pins: [],
  flaggedAt: serverDateTimeOf(Date.now() - HOUR),
};

afterEach(cleanup);

describe('the case flag on the order detail', () => {
  it('offers the flag to the holder within 4 hours of the grab only', async () => {
    const { unmount } = renderInAdmin(
      <CaseFlagPanel task={taskGrabbed(1)} staff={false} />,
      signedIn(),
    );
    expect(await screen.findByRole('button', { name: flagButton })).toBeTruthy();
    unmount();
    renderInAdmin(<CaseFlagPanel task={taskGrabbed(5)} staff={false} />, signedIn());
    await waitFor(() => expect(screen.queryByRole('button', { name: flagButton })).toBeNull());
  });

  it('offers it on a pool order only to a designer who may grab it (the server rule)', async () => {
    const { unmount } = renderInAdmin(<CaseFlagPanel task={poolOrder} staff={false} />, signedIn());
    expect(await screen.findByRole('button', { name: flagButton })).toBeTruthy();
    unmount();
    const refused = [
      { ...designer, certifications: [{ dentureType: '2', status: '1' }] },
      { ...designer, contractStatus: '0' },
      { ...designer, mainAccountId: 'm1' },
      { ...designer, isCompanyMember: '1' },
    ];
    for (const user of refused) {
      const shown = renderInAdmin(<CaseFlagPanel task={poolOrder} staff={false} />, signedIn(user));
      // The same panel with the user read shows the flag at once for one who may.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('button', { name: flagButton })).toBeNull();
      shown.unmount();
    }
  });

  it('shows an open flag as paused, without a second flag button', () => {
    renderInAdmin(<CaseFlagPanel task={taskGrabbed(2, openFlag)} staff={false} />, signedIn());
    expect(screen.getByText('Paused: waiting for staff')).toBeTruthy();
    expect(screen.getByText('Missing scan · no lower jaw')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flag as incomplete' })).toBeNull();
  });

  it('lets staff answer once for a double click', async () => {
    const answerFlag = vi.fn(async () => ({}));
    renderInAdmin(<CaseFlagPanel task={taskGrabbed(2, openFlag)} staff />, {
      dataProvider: { answerFlag } as never,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed as is' }), { detail: 1 });
    // Issue 39: the answer restarts the clock, so it says so and waits for the confirm.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Answer the flag of order O7: “Proceed as is”?');
    expect(dialog).toHaveTextContent('The design clock runs again at once');
    expect(answerFlag).not.toHaveBeenCalled();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm, { detail: 1 });
    fireEvent.click(confirm, { detail: 2 });
    await waitFor(() => expect(answerFlag).toHaveBeenCalledTimes(1));
    expect(answerFlag).toHaveBeenCalledWith('7', 'proceed', '');
  });
});

describe('the countdown of a flagged order', () => {
  it('stands still at what was left at the flag time', () => {
    const flaggedAt = serverDateTimeOf(Date.now() - 2 * HOUR);
    const deadline = serverDateTimeOf(Date.now() + HOUR);
    renderInAdmin(<DeadlineCountdown deadline={deadline} pausedAt={flaggedAt} />);
    const shown = screen.getByTestId('deadline');
    expect(shown.textContent).toBe('Paused · 03:00:00 left');
    expect(shown.dataset.paused).toBe('true');
  });
});
