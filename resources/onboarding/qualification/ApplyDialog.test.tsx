// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXT_LIMITS } from '../../../src/domain/textLimits';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { ApplyDialog } from './ApplyDialog';

afterEach(cleanup);

describe('ApplyDialog', () => {
  it('counts the software version against its limit and refuses a longer one', async () => {
    const submitCertification = vi.fn();
    renderInAdmin(
      <ApplyDialog dentureType="1" label="Crown" onClose={vi.fn()} onCancel={vi.fn()} />,
      {
        dataProvider: { submitCertification },
      },
    );
    const user = userEvent.setup();
    const version = screen.getByLabelText(/Software version/);
    await user.type(version, '3.2');
    expect(screen.getByText(`3 / ${TEXT_LIMITS.softwareVersion}`)).toBeInTheDocument();

    await user.click(version);
    await user.paste('9'.repeat(TEXT_LIMITS.softwareVersion));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(
      await screen.findByText(`At most ${TEXT_LIMITS.softwareVersion} characters`),
    ).toBeInTheDocument();
    expect(submitCertification).not.toHaveBeenCalled();
  });

  it('keeps what was typed when cancelled, and shows it again when reopened (issue 39)', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderInAdmin(
      <ApplyDialog dentureType="1" label="Crown" onClose={vi.fn()} onCancel={onCancel} />,
    );
    await user.type(screen.getByLabelText(/Software version/), '3.2');
    await user.type(screen.getByLabelText(/Years of experience/), '4');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    const [draft] = onCancel.mock.calls[0] as [Record<string, unknown>];
    expect(draft).toMatchObject({ softwareVersion: '3.2', years: 4 });
    unmount();

    renderInAdmin(
      <ApplyDialog
        dentureType="1"
        label="Crown"
        draft={draft}
        onClose={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(/Software version/)).toHaveValue('3.2');
    expect(screen.getByLabelText(/Years of experience/)).toHaveValue(4);
  });
});
