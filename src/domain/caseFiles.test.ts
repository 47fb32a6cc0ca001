import { describe, expect, it } from 'vitest';
import { caseArchiveNames, caseFileRole, sortCaseFiles } from './caseFiles';

describe('caseFileRole', () => {
  it.each([
    ['上颌扫描.stl', 'upper', 'upperjaw'],
    ['UpperJaw.STL', 'upper', 'upperjaw'],
    ['maxillary_scan.ply', 'upper', 'upperjaw'],
    ['下颌扫描.stl', 'lower', 'lowerjaw'],
    ['2024-lowerjaw.obj', 'lower', 'lowerjaw'],
    ['mandibular.stl', 'lower', 'lowerjaw'],
    ['upperjaw-situ.stl', 'preop', 'situ'],
    ['Situation scan.stl', 'preop', 'situ'],
    ['pre-op.stl', 'preop', 'preop'],
    ['术前模型.stl', 'preop', 'preop'],
    ['bite.stl', 'bite', 'bite'],
    ['咬合记录.stl', 'bite', 'bite'],
    ['upper-scanbody.stl', 'scanbody', 'scanbody'],
    ['Scan Body 36.stl', 'scanbody', 'scanbody'],
    ['扫描杆.stl', 'scanbody', 'scanbody'],
  ])('%s is %s (-%s)', (name, kind, suffix) => {
    expect(caseFileRole(name)).toEqual({ kind, suffix });
  });

  it.each(['预备体.stl', 'photo.jpg', 'notes.txt', 'situs.stl'])('%s is other', (name) => {
    expect(caseFileRole(name)).toEqual({ kind: 'other' });
  });
});

describe('sortCaseFiles', () => {
  it('lists upper, lower, pre-op, bite, scan body, then the others, keeping ties in order', () => {
    const names = [
      'b.stl',
      'scanbody.stl',
      'bite.stl',
      'lower.stl',
      'a.stl',
      'preop.stl',
      'upper.stl',
    ];
    expect(sortCaseFiles(names, (name) => name)).toEqual([
      'upper.stl',
      'lower.stl',
      'preop.stl',
      'bite.stl',
      'scanbody.stl',
      'b.stl',
      'a.stl',
    ]);
  });
});

describe('caseArchiveNames', () => {
  it('names scans by role and prefixes the others with the order number', () => {
    const files = [
      { fileName: '上颌扫描.stl', asScan: true },
      { fileName: '下颌扫描.STL', asScan: true },
      { fileName: '预备体.stl', asScan: true },
      { fileName: '咬合要求.stl', asScan: false },
    ];
    expect(caseArchiveNames('DD001', files)).toEqual([
      'DD001-upperjaw.stl',
      'DD001-lowerjaw.stl',
      'DD001-预备体.stl',
      'DD001-咬合要求.stl',
    ]);
  });

  it('never gives two entries one name, letter case and reserved names included', () => {
    const files = [
      { fileName: 'upper.stl', asScan: true },
      { fileName: 'maxilla.stl', asScan: true },
      { fileName: 'x.stl', asScan: false },
      { fileName: 'X.STL', asScan: false },
      { fileName: 'sheet.html', asScan: false },
    ];
    expect(caseArchiveNames('A1', files, ['A1-sheet.html'])).toEqual([
      'A1-upperjaw.stl',
      'A1-upperjaw-2.stl',
      'A1-x.stl',
      'A1-X-2.STL',
      'A1-sheet-2.html',
    ]);
  });

  it('keeps path separators out of the names', () => {
    expect(caseArchiveNames('a/b', [{ fileName: '../c:d.stl', asScan: false }])).toEqual([
      'a_b-.._c_d.stl',
    ]);
  });
});
