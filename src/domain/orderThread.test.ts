import { describe, expect, it } from 'vitest';
import {
  threadMessageText,
  isNewsTo,
  plainTextToHtml,
  threadMessageProblem,
  unreadCount,
  type ThreadEntryFacts,
} from './orderThread';

const designer = { id: 'd1', staff: false };
const support = { id: 's1', staff: true };
const otherStaff = { id: 's2', staff: true };

const entry = (seq: number, facts: Partial<ThreadEntryFacts>): ThreadEntryFacts => ({
  seq,
  authorId: 'd1',
  fromStaff: false,
  kind: 'message',
  ...facts,
});

describe('what is news in an order thread', () => {
  it('a message from the other side is news; one’s own words are not', () => {
    const fromDesigner = entry(1, {});
    const fromSupport = entry(2, { authorId: 's1', fromStaff: true });
    expect(isNewsTo(fromDesigner, support)).toBe(true);
    expect(isNewsTo(fromDesigner, designer)).toBe(false);
    expect(isNewsTo(fromSupport, designer)).toBe(true);
    expect(isNewsTo(fromSupport, support)).toBe(false);
    // Staff do not tell each other news in an order's thread.
    expect(isNewsTo(fromSupport, otherStaff)).toBe(false);
  });

  it('staff’s decisions are news to the designer; the designer’s moves to nobody', () => {
    const returned = entry(1, {
      kind: 'event',
      event: 'qcReturn',
      authorId: 's1',
      fromStaff: true,
    });
    const answered = entry(2, {
      kind: 'event',
      event: 'flagAnswer',
      authorId: 's1',
      fromStaff: true,
    });
    const submitted = entry(3, { kind: 'event', event: 'submit' });
    const grabbed = entry(4, { kind: 'event', event: 'grab' });
    expect(isNewsTo(returned, designer)).toBe(true);
    expect(isNewsTo(answered, designer)).toBe(true);
    expect(isNewsTo(submitted, support)).toBe(false);
    expect(isNewsTo(grabbed, support)).toBe(false);
  });

  it('counts only what came after the reader’s last read', () => {
    const entries = [
      entry(1, { authorId: 's1', fromStaff: true }),
      entry(2, {}),
      entry(3, { authorId: 's1', fromStaff: true }),
      entry(4, { kind: 'event', event: 'qcFail', authorId: 's1', fromStaff: true }),
    ];
    expect(unreadCount(entries, designer, 0)).toBe(3);
    expect(unreadCount(entries, designer, 3)).toBe(1);
    expect(unreadCount(entries, designer, 4)).toBe(0);
    expect(unreadCount(entries, support, 0)).toBe(1);
    expect(unreadCount(entries, support, 2)).toBe(0);
  });
});

describe('a thread message', () => {
  const draft = { content: '', attachments: 0 };
  it('needs text, a canned answer or an attachment', () => {
    expect(threadMessageProblem(draft, false)).toBe('empty');
    expect(threadMessageProblem({ ...draft, content: '<p> </p>' }, false)).toBe('empty');
    expect(threadMessageProblem({ ...draft, content: '<p>ok</p>' }, false)).toBeUndefined();
    expect(threadMessageProblem({ ...draft, attachments: 1 }, false)).toBeUndefined();
    expect(threadMessageProblem({ ...draft, canned: 'seePin' }, true)).toBeUndefined();
  });

  it('canned answers are staff’s and known codes; pins name a kind and a position', () => {
    expect(threadMessageProblem({ ...draft, canned: 'seePin' }, false)).toBe('cannedNotStaff');
    expect(threadMessageProblem({ ...draft, canned: 'hello' }, true)).toBe('badCanned');
    const text = { ...draft, content: 'x' };
    expect(threadMessageProblem({ ...text, pin: { kind: 'qc', index: 0 } }, false)).toBeUndefined();
    expect(threadMessageProblem({ ...text, pin: { kind: 'qc', index: -1 } }, false)).toBe('badPin');
    expect(threadMessageProblem({ ...text, pin: { kind: 'scan', index: 0 } }, false)).toBe(
      'badPin',
    );
  });
});

describe('typed text as stored HTML', () => {
  it('escapes markup and keeps lines as paragraphs', () => {
    expect(plainTextToHtml('a < b & "c"\n<script>x</script>')).toBe(
      '<p>a &lt; b &amp; &quot;c&quot;</p><p>&lt;script&gt;x&lt;/script&gt;</p>',
    );
    expect(plainTextToHtml('   ')).toBe('');
  });
});

describe('threadMessageText: what the length limit counts (issue 40, point 17)', () => {
  it('is the text as typed, whatever its escapes and paragraphs', () => {
    const typed = 'a < b & "c"\nnext line';
    expect(threadMessageText(plainTextToHtml(typed))).toBe(typed);
  });
});
