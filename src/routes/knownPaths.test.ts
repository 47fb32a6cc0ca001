import { describe, expect, it } from 'vitest';
import { isPortalPath } from './knownPaths';
import { PATHS, taskShowPath } from './paths';

describe('the portal’s paths', () => {
  it('knows its pages and resources, and nothing else', () => {
    expect(isPortalPath(PATHS.root)).toBe(true);
    expect(isPortalPath(PATHS.workbench)).toBe(true);
    expect(isPortalPath(taskShowPath('42'))).toBe(true);
    expect(isPortalPath(`${PATHS.myDesignSheet}/nothing-here`)).toBe(false);
    expect(isPortalPath('/no-such-page')).toBe(false);
  });
});
