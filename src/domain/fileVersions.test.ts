import { describe, expect, it } from 'vitest';
import { isDeletableFile, isSubmittedFile } from './fileVersions';

const v1 = { name: 'upload/20261102/aaa.stl', link: 'http://s/b/upload/20261102/aaa.stl' };
const working = { name: 'upload/20261103/bbb.stl', link: 'http://s/b/upload/20261103/bbb.stl' };
const dlp = { name: 'upload/20261102/dlp.stl', link: 'http://s/b/upload/20261102/dlp.stl' };

describe('submitted versions are immutable', () => {
  const versions = [{ link: v1.link, objectName: v1.name, objectNames: [v1.name, dlp.name] }];

  it('keeps the CAD file a version handed in', () => {
    expect(isSubmittedFile(v1, versions)).toBe(true);
    expect(isDeletableFile(v1, versions)).toBe(false);
  });

  it('keeps the other files of the submitted delivery', () => {
    expect(isDeletableFile(dlp, versions)).toBe(false);
  });

  it('lets a file never submitted be deleted', () => {
    expect(isDeletableFile(working, versions)).toBe(true);
    expect(isDeletableFile(v1, [])).toBe(true);
  });

  it('knows versions recorded before object keys by their link only', () => {
    expect(isDeletableFile(v1, [{ link: v1.link }])).toBe(false);
    expect(isDeletableFile(working, [{ link: v1.link }])).toBe(true);
    // A version with its key is not matched by a link that happens to be shared (demo meshes).
    expect(isDeletableFile({ ...working, link: v1.link }, versions)).toBe(true);
  });
});
