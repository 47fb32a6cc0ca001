import { describe, expect, it } from 'vitest';
import {
  canMoveTicket,
  hasContent,
  isTicketStatus,
  replyProblem,
  nextStatuses,
  statusAfterReply,
  workOrderProblem,
} from './tickets';

describe('ticket states', () => {
  it('moves forward and back from solved, never out of closed', () => {
    expect(nextStatuses('0')).toEqual(['1', '2', '3']);
    expect(canMoveTicket('1', '2')).toBe(true);
    expect(canMoveTicket('2', '1')).toBe(true);
    expect(canMoveTicket('1', '0')).toBe(false);
    expect(canMoveTicket('3', '1')).toBe(false);
    expect(canMoveTicket('0', '0')).toBe(false);
  });

  it('a staff reply takes an open ticket; a designer reply reopens a solved one', () => {
    expect(statusAfterReply('0', true)).toBe('1');
    expect(statusAfterReply('2', true)).toBe('2');
    expect(statusAfterReply('2', false)).toBe('0');
    expect(statusAfterReply('1', false)).toBe('1');
    expect(statusAfterReply('3', false)).toBeUndefined();
    expect(statusAfterReply('3', true)).toBeUndefined();
  });

  it('knows its statuses', () => {
    expect(isTicketStatus('2')).toBe(true);
    expect(isTicketStatus('4')).toBe(false);
    expect(isTicketStatus(2)).toBe(false);
  });
});

describe('workOrderProblem', () => {
  const ok = { subject: 'Withdrawal', content: '<p>When?</p>', uploading: [] };

  it('blocks while attachments upload, listing them, before anything else', () => {
    expect(workOrderProblem({ subject: '', content: '', uploading: ['a.stl', 'b.png'] })).toEqual({
      key: 'uploading',
      names: 'a.stl, b.png',
    });
  });

  it('needs a title, then content', () => {
    expect(workOrderProblem({ ...ok, subject: '   ' })).toEqual({ key: 'subject_required' });
    expect(workOrderProblem({ ...ok, content: '<p></p>' })).toEqual({ key: 'content_required' });
    expect(workOrderProblem({ ...ok, content: '<p>&nbsp; </p>' })).toEqual({
      key: 'content_required',
    });
    expect(workOrderProblem(ok)).toBeUndefined();
  });

  it('checks a reply like a work order without its title', () => {
    expect(replyProblem({ content: '<p></p>', uploading: [] })).toEqual({
      key: 'content_required',
    });
    expect(replyProblem({ content: '', uploading: ['x.png'] })).toEqual({
      key: 'uploading',
      names: 'x.png',
    });
    expect(replyProblem({ content: '<p>ok</p>', uploading: [] })).toBeUndefined();
  });

  it('counts an image as content', () => {
    expect(hasContent('<p><img src="http://x/a.png"></p>')).toBe(true);
  });
});
