// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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
    designCycle: 24,
    deadline: serverDateTimeOf(Date.now() - hoursAgo * HOUR + 24 * HOUR),
    flag,
  }) as DesignTask;

const openFlag: CaseFlag = {
  code: 'missingScan',
  note: 'no lower jaw',
  pins: [],
  flaggedAt: serverDateTimeOf(Date.now() - HOUR),
};

afterEach(cleanup);

describe('the case flag on the order detail', () => {
  it('offers the flag to the holder within 4 hours of the grab only', () => {
    const { unmount } = renderInAdmin(<CaseFlagPanel task={taskGrabbed(1)} staff={false} holder />);
    expect(screen.getByRole('button', { name: 'Flag as incomplete' })).toBeTruthy();
    unmount();
    renderInAdmin(<CaseFlagPanel task={taskGrabbed(5)} staff={false} holder />);
    expect(screen.queryByRole('button', { name: 'Flag as incomplete' })).toBeNull();
  });

  it('shows an open flag as paused, without a second flag button', () => {
    renderInAdmin(<CaseFlagPanel task={taskGrabbed(2, openFlag)} staff={false} holder />);
    expect(screen.getByText('Paused: waiting for staff')).toBeTruthy();
    expect(screen.getByText('Missing scan · no lower jaw')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flag as incomplete' })).toBeNull();
  });

  it('lets staff answer once for a double click', async () => {
    const answerFlag = vi.fn(async () => ({}));
    renderInAdmin(<CaseFlagPanel task={taskGrabbed(2, openFlag)} staff holder={false} />, {
      dataProvider: { answerFlag } as never,
    });
    const proceed = screen.getByRole('button', { name: 'Proceed as is' });
    fireEvent.click(proceed, { detail: 1 });
    fireEvent.click(proceed, { detail: 2 });
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
