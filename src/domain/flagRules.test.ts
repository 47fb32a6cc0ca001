import { describe, expect, it } from 'vitest';
import type { CaseFlag } from './caseFlag';
import { serverDateTimeOf } from './format';
import { flagBlocker, type FlaggableTask, type Flagger } from './flagRules';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-02T10:00:00+08:00');

const designer: Flagger = {
  id: 'd1',
  roleAlias: 'designer',
  isCompanyMember: '0',
  mainAccountId: '',
  contractStatus: '2',
  certifications: [{ dentureType: '1', status: '1' }],
};

const poolOrder: FlaggableTask = {
  status: '0',
  dentureType: '1',
  designCycle: 24,
  deadline: '',
  designerId: '',
  subDesignerId: '',
  subReceiveTime: '',
};

/** In design for `holder`, grabbed `hoursAgo` hours before NOW on a 24-hour cycle. */
const held = (holder: string, hoursAgo: number): FlaggableTask => ({
  ...poolOrder,
  status: '1',
  designerId: holder,
  deadline: serverDateTimeOf(NOW - hoursAgo * HOUR + 24 * HOUR),
});

describe('flagBlocker', () => {
  it('lets a designer flag a pool order she may grab, and her own within 4 hours', () => {
    expect(flagBlocker(designer, poolOrder, NOW)).toBeUndefined();
    expect(flagBlocker(designer, held('d1', 1), NOW)).toBeUndefined();
    expect(flagBlocker(designer, held('d1', 5), NOW)).toBe('window_closed');
  });

  it('refuses a pool order she may not grab, by the grab rule', () => {
    const uncertified = { ...designer, certifications: [] };
    expect(flagBlocker(uncertified, poolOrder, NOW)).toBe('not_certified');
    expect(flagBlocker(designer, { ...poolOrder, dentureType: '6' }, NOW)).toBe(
      'type_not_certified',
    );
    expect(flagBlocker({ ...designer, mainAccountId: 'm1' }, poolOrder, NOW)).toBe('sub_account');
    expect(flagBlocker({ ...designer, isCompanyMember: '1' }, poolOrder, NOW)).toBe(
      'company_member',
    );
  });

  it("refuses staff, someone else's order, a flagged one and one out of the design", () => {
    expect(flagBlocker({ ...designer, roleAlias: 'customer_service' }, poolOrder, NOW)).toBe(
      'not_designer',
    );
    expect(flagBlocker(designer, held('d2', 1), NOW)).toBe('taken');
    const flagged: CaseFlag = { code: 'missingScan', note: 'n', pins: [], flaggedAt: '' };
    expect(flagBlocker(designer, { ...held('d1', 1), flag: flagged }, NOW)).toBe('flagged');
    expect(flagBlocker(designer, { ...held('d1', 1), status: '2' }, NOW)).toBe('not_in_design');
  });
});
