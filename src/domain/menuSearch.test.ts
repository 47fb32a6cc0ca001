import { describe, expect, it } from 'vitest';
import { filterMenuTree, foldCase, matchesPrefix } from './menuSearch';

describe('matchesPrefix', () => {
  it('matches the start of the label, case-insensitively', () => {
    expect(matchesPrefix('My design sheet', 'my', 'en')).toBe(true);
    expect(matchesPrefix('My design sheet', 'MY DE', 'en')).toBe(true);
    expect(matchesPrefix('My design sheet', 'design', 'en')).toBe(false);
    expect(matchesPrefix('我的设计单', '我的', 'zh')).toBe(true);
    expect(matchesPrefix('我的设计单', '设计', 'zh')).toBe(false);
  });

  it('folds Turkish dotted and dotless i the Turkish way', () => {
    expect(foldCase('İSTANBUL', 'tr')).toBe('istanbul');
    expect(foldCase('ISTANBUL', 'tr')).toBe('ıstanbul');
    expect(matchesPrefix('İstanbul', 'İST', 'tr')).toBe(true);
    expect(matchesPrefix('İstanbul', 'ist', 'tr')).toBe(true);
    expect(matchesPrefix('İstanbul', 'IST', 'tr')).toBe(false);
    expect(matchesPrefix('İstanbul', 'ıst', 'tr')).toBe(false);
    expect(matchesPrefix('ıstanbul', 'IST', 'tr')).toBe(true);
    expect(matchesPrefix('ıstanbul', 'ıSTANBUL', 'tr')).toBe(true);
    expect(matchesPrefix('ıstanbul', 'ist', 'tr')).toBe(false);
    expect(matchesPrefix('ISTANBUL', 'ıst', 'tr')).toBe(true);
    expect(matchesPrefix('Tanıtım', 'TANI', 'tr')).toBe(true);
    expect(matchesPrefix('Kişisel Merkez', 'KİŞ', 'tr')).toBe(true);
    expect(matchesPrefix('Kişisel Merkez', 'KIŞ', 'tr')).toBe(false);
  });

  it('folds I to i outside Turkish', () => {
    expect(matchesPrefix('istanbul', 'IST', 'en')).toBe(true);
  });

  it('ignores blanks around the query', () => {
    expect(matchesPrefix('Workbench', '  work ', 'en')).toBe(true);
  });
});

describe('filterMenuTree', () => {
  interface Node {
    name: string;
    children?: Node[];
  }
  const tree: Node[] = [
    { name: 'Home' },
    { name: 'Settlement', children: [{ name: 'Withdrawal' }, { name: 'Bill' }] },
    { name: 'Help', children: [{ name: 'Help center' }, { name: 'User guide' }] },
  ];

  it('keeps everything for an empty query', () => {
    expect(filterMenuTree(tree, ' ', 'en')).toEqual(tree);
  });

  it('keeps the parents leading to a matching child, with only that child', () => {
    expect(filterMenuTree(tree, 'with', 'en')).toEqual([
      { name: 'Settlement', children: [{ name: 'Withdrawal' }] },
    ]);
  });

  it('keeps a matching parent whole', () => {
    expect(filterMenuTree(tree, 'help', 'en')).toEqual([tree[2]]);
  });

  it('gives nothing when nothing matches', () => {
    expect(filterMenuTree(tree, 'zzz', 'en')).toEqual([]);
  });
});
