// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { ThreadComposer } from './ThreadComposer';

afterEach(cleanup);

describe('the order conversation’s message (issue 40, point 17)', () => {
  it('counts what is typed and stops at 2,000 characters before anything is sent', async () => {
    const sendThreadMessage = vi.fn();
    renderInAdmin(<ThreadComposer task={{ id: 't1' } as DesignTask} staff={false} />, {
      dataProvider: { sendThreadMessage } as never,
    });
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Margin at 11?' } });
    expect(await screen.findByText('13 / 2000')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'a'.repeat(5000) } });
    expect(await screen.findByText('At most 2000 characters')).toBeTruthy();
    expect(screen.getByTestId('thread-send')).toBeDisabled();
    expect(sendThreadMessage).not.toHaveBeenCalled();
  });
});
