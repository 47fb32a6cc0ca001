import { describe, expect, it } from 'vitest';
import { PATHS } from '../../routes/paths';
import { topEntriesFor } from './topEntries';

const targets = (roleName: string, companyMember = false) =>
  topEntriesFor(roleName, companyMember).map((entry) => entry.to);

describe('the top bar entries per role', () => {
  it('gives a designer the five entries of SPEC §2', () => {
    expect(targets('designer')).toHaveLength(5);
    expect(targets('designer')).toContain(PATHS.workbench);
    expect(targets('designer')).not.toContain(PATHS.staffHome);
  });

  it('gives staff their desk and queues, not the designer world', () => {
    for (const role of ['customer_service', 'administrator']) {
      expect(targets(role)[0]).toBe(PATHS.staffHome);
      expect(targets(role)).not.toContain(PATHS.workbench);
      expect(targets(role)).not.toContain(PATHS.extension);
    }
  });

  it('gives an account that is staff and designer both, staff first', () => {
    const both = targets('customer_service,designer');
    expect(both[0]).toBe(PATHS.staffHome);
    expect(both).toContain(PATHS.workbench);
  });

  it('gives a company member only the design sheet', () => {
    expect(targets('designer,company', true)).toEqual([PATHS.myDesignSheet]);
  });
});
