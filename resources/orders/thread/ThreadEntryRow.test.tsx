// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ThreadEntry } from '../../../dataProvider/threadWireTypes';
import { formatZonedDateTime } from '../../../src/domain/format';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { ThreadEntryRow } from './ThreadEntryRow';

const message = (extra: Partial<ThreadEntry>): ThreadEntry => ({
  id: '1',
  taskId: '7',
  seq: 1,
  kind: 'message',
  authorId: 's1',
  authorName: 'Support One',
  fromStaff: true,
  content: '',
  attachList: [],
  createTime: '2026-11-02 10:00:00',
  unread: false,
  ...extra,
});

afterEach(cleanup);

describe('an entry of the order thread', () => {
  it('shows a canned answer in the reader’s language and free text as typed', () => {
    renderInAdmin(
      <ThreadEntryRow entry={message({ canned: 'proceedAsIs', content: '<p>边缘 OK</p>' })} />,
    );
    expect(screen.getByTestId('thread-canned').textContent).toBe(
      'Please proceed with the case as it is',
    );
    expect(screen.getByTestId('thread-content').textContent).toBe('边缘 OK');
  });

  it('sanitizes the server’s HTML and links only attachments on our own object route', () => {
    const hostile = '<p>hi</p><img src=x onerror="alert(1)"><script>alert(2)</script>';
    const attachList = [
      {
        fileName: 'ok.png',
        filePath: '/api/blade-resource/oss/object/upload/20261101/ok.png',
        fileSize: 1,
      },
      { fileName: 'bad.png', filePath: 'javascript:alert(3)', fileSize: 1 },
      { fileName: 'elsewhere.png', filePath: 'https://files.example/ok.png', fileSize: 1 },
    ];
    renderInAdmin(<ThreadEntryRow entry={message({ content: hostile, attachList })} />);
    const content = screen.getByTestId('thread-content');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByRole('link', { name: 'ok.png' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'bad.png' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'elsewhere.png' })).toBeNull();
  });

  it('words an event of the order with who made it, marked new when unread', () => {
    renderInAdmin(
      <ThreadEntryRow entry={message({ kind: 'event', event: 'qcReturn', unread: true })} />,
    );
    const event = screen.getByTestId('thread-event');
    expect(event.textContent).toContain('Support One returned the order for changes');
    expect(event.textContent).toContain('New');
    // Beside the deadline on the server's clock (GMT+8), the reader's own time names its zone.
    expect(event.textContent).toContain(formatZonedDateTime('2026-11-02 10:00:00', 'en'));
    expect(event.textContent).toMatch(/GMT/);
  });
});
