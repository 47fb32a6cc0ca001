import { describe, expect, it } from 'vitest';
import {
  admitByHash,
  admitByName,
  checkCrownCount,
  checkFileName,
  incompleteSlots,
  isFileSlot,
  splitFileName,
} from './fileRules';

const files = (...names: string[]) => names.map((name) => ({ name }));

describe('checkFileName', () => {
  it.each([
    ['cad', 'crown.stl', undefined],
    ['cad', 'CROWN.STL', undefined],
    ['cad', 'crown.ply', 'app.upload.rules.cad_format'],
    ['cad', 'crown', 'app.upload.rules.cad_format'],
    ['cad', '.stl', 'app.upload.rules.cad_format'],
    ['reticleModel', 'lines.stl', undefined],
    ['reticleModel', 'lines.obj', 'app.upload.rules.reticle_format'],
    ['toothMold', 'mold.ply', undefined],
    ['toothMold', 'mold.obj', undefined],
    ['toothMold', 'mold.stl', undefined],
    ['toothMold', 'mold.zip', 'app.upload.rules.mold_format'],
    ['bracket', 'tray.OBJ', undefined],
    ['bracket', 'tray.dcm', 'app.upload.rules.bracket_format'],
    ['dlp', 'print.stl', undefined],
    ['dlp', 'print.3mf', 'app.upload.rules.dlp_format'],
    ['cad', 'crown,v2.stl', 'app.upload.rules.comma'],
    ['toothMold', '牙模，上颌.ply', 'app.upload.rules.comma'],
    ['cad', 'crown.v2.stl', undefined],
  ] as const)('%s %s → %s', (slot, name, expected) => {
    expect(checkFileName(slot, name)).toBe(expected);
  });

  it('splits at the last dot and lower-cases the extension', () => {
    expect(splitFileName('a.b.STL')).toEqual({ base: 'a.b', extension: 'stl' });
    expect(splitFileName('noext')).toEqual({ base: 'noext', extension: '' });
  });

  it('knows the five slots', () => {
    expect(isFileSlot('dlp')).toBe(true);
    expect(isFileSlot('other')).toBe(false);
    expect(isFileSlot(3)).toBe(false);
  });
});

describe('admitByName', () => {
  it('admits one CAD file and refuses the second, whether chosen together or later', () => {
    expect(admitByName('cad', 0, files('a.stl', 'b.stl'))).toEqual({
      accepted: files('a.stl'),
      refused: [{ item: { name: 'b.stl' }, reason: 'app.upload.rules.cad_count' }],
    });
    // Later, the slot is full: the designer is told to replace the file (issue 40, point 9).
    expect(admitByName('cad', 1, files('c.stl')).refused[0].reason).toBe(
      'app.upload.rules.cad_full',
    );
  });

  it('admits at most two DLP models, names judged first', () => {
    const result = admitByName('dlp', 1, files('bad.txt', 'one.stl', 'two.stl'));
    expect(result.accepted).toEqual(files('one.stl'));
    expect(result.refused.map((r) => r.reason)).toEqual([
      'app.upload.rules.dlp_format',
      'app.upload.rules.dlp_count',
    ]);
  });

  it('has no maximum for tooth molds, brackets and engraved-line models', () => {
    expect(admitByName('toothMold', 10, files('a.ply', 'b.obj')).accepted).toHaveLength(2);
    expect(admitByName('reticleModel', 3, files('a.stl')).accepted).toHaveLength(1);
  });
});

describe('admitByHash', () => {
  it('refuses content already held or chosen twice, whatever the names', () => {
    const chosen = [
      { name: 'x.stl', hash: 'h1' },
      { name: 'renamed.stl', hash: 'h2' },
      { name: 'y.stl', hash: 'h3' },
      { name: 'y copy.stl', hash: 'h3' },
    ];
    const result = admitByHash(['h2'], chosen);
    expect(result.accepted.map((c) => c.name)).toEqual(['x.stl', 'y.stl']);
    expect(result.refused).toEqual([
      { item: chosen[1], reason: 'app.upload.rules.duplicate' },
      { item: chosen[3], reason: 'app.upload.rules.duplicate' },
    ]);
  });
});

describe('incompleteSlots', () => {
  it('needs exactly one CAD file and one or two DLP models, never zero', () => {
    expect(incompleteSlots({})).toEqual(['cad', 'dlp']);
    expect(incompleteSlots({ cad: 1, dlp: 2 })).toEqual([]);
    expect(incompleteSlots({ cad: 2, dlp: 3, toothMold: 5 })).toEqual(['cad', 'dlp']);
  });
});

describe('checkCrownCount', () => {
  it.each([
    ['0', false, undefined],
    ['3', false, undefined],
    [' 2 ', true, undefined],
    ['0', true, 'app.upload.rules.crown_required'],
    ['', false, 'app.upload.rules.crown_number'],
    ['-1', false, 'app.upload.rules.crown_number'],
    ['1.5', false, 'app.upload.rules.crown_number'],
    ['abc', true, 'app.upload.rules.crown_number'],
  ] as const)('%j (required %s) → %s', (value, required, expected) => {
    expect(checkCrownCount(value, required)).toBe(expected);
  });
});

describe('a slot already full, and an empty file (issue 40, point 9)', () => {
  it('tells a designer whose CAD file is registered to replace it, not that one is required', () => {
    const { refused } = admitByName('cad', 1, [{ name: 'crown-v2.stl' }]);
    expect(refused.map((refusal) => refusal.reason)).toEqual(['app.upload.rules.cad_full']);
    expect(admitByName('dlp', 2, [{ name: 'model3.stl' }]).refused[0]?.reason).toBe(
      'app.upload.rules.dlp_full',
    );
  });
  it('still says how many a slot takes when one choice brings too many', () => {
    const { refused } = admitByName('cad', 0, [{ name: 'a.stl' }, { name: 'b.stl' }]);
    expect(refused.map((refusal) => refusal.reason)).toEqual(['app.upload.rules.cad_count']);
  });
  it('refuses a 0-byte file before it is sent, in the server’s own words', () => {
    const { accepted, refused } = admitByName('toothMold', 0, [
      { name: 'empty.stl', size: 0 },
      { name: 'mold.stl', size: 684 },
    ]);
    expect(refused.map((refusal) => refusal.reason)).toEqual(['app.viewer.error.zero_bytes']);
    expect(accepted.map((item) => item.name)).toEqual(['mold.stl']);
  });
});
