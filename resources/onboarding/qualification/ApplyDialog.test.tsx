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
    renderInAdmin(<ApplyDialog dentureType="1" label="Crown" onClose={vi.fn()} />, {
      dataProvider: { submitCertification },
    });
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
});
