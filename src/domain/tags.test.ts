import { describe, expect, it } from 'vitest';
import {
  scrollToShow,
  closeAllTags,
  closeOtherTags,
  closeTag,
  openTag,
  parseTags,
  tagAfterClosing,
  withHome,
  type Tag,
} from './tags';

const tag = (value: string, group = ''): Tag => ({ label: `t${value}`, value, query: '', group });
const HOME = '/wel/index';
const home = tag(HOME, HOME);
const values = (tags: Tag[]) => tags.map((t) => t.value);

describe('tag list', () => {
  it('puts home first, once', () => {
    expect(values(withHome([tag('/a'), home], home))).toEqual([HOME, '/a']);
    expect(values(withHome([], home))).toEqual([HOME]);
  });

  it('opens a tab once per path, updating its query in place', () => {
    const tags = openTag(openTag([home], tag('/a')), tag('/b'));
    expect(values(tags)).toEqual([HOME, '/a', '/b']);
    const again = openTag(tags, { ...tag('/a'), query: '?x=1' });
    expect(values(again)).toEqual([HOME, '/a', '/b']);
    expect(again[1].query).toBe('?x=1');
  });

  it('keeps one tab per route group', () => {
    const group = '/order/personalCenter/:active';
    const tags = openTag([home, tag('/order/personalCenter/1', group)], tag('/x'));
    const next = openTag(tags, tag('/order/personalCenter/3', group));
    expect(values(next)).toEqual([HOME, '/order/personalCenter/3', '/x']);
  });

  it('closes a tab but never home', () => {
    const tags = [home, tag('/a'), tag('/b')];
    expect(values(closeTag(tags, '/a', HOME))).toEqual([HOME, '/b']);
    expect(values(closeTag(tags, HOME, HOME))).toEqual([HOME, '/a', '/b']);
  });

  it('close others keeps the current tab and home', () => {
    const tags = [home, tag('/a'), tag('/b'), tag('/c')];
    expect(values(closeOtherTags(tags, '/b', HOME))).toEqual([HOME, '/b']);
    expect(values(closeOtherTags(tags, HOME, HOME))).toEqual([HOME]);
  });

  it('close all keeps home', () => {
    expect(values(closeAllTags([home, tag('/a'), tag('/b')], HOME))).toEqual([HOME]);
  });

  it('goes to the left neighbour after closing, else the right one, else home', () => {
    const tags = [home, tag('/a'), tag('/b')];
    expect(tagAfterClosing(tags, '/b', HOME)).toBe('/a');
    expect(tagAfterClosing(tags, '/a', HOME)).toBe(HOME);
    expect(tagAfterClosing([tag('/a'), tag('/b')], '/a', HOME)).toBe('/b');
    expect(tagAfterClosing([tag('/a')], '/a', HOME)).toBe(HOME);
    expect(tagAfterClosing(tags, '/zzz', HOME)).toBe(HOME);
  });

  it('reads a stored list, dropping what is not a tag', () => {
    const stored = JSON.stringify([home, { value: 3 }, 'x', tag('/a')]);
    expect(values(parseTags(stored))).toEqual([HOME, '/a']);
    expect(parseTags('{not json')).toEqual([]);
    expect(parseTags('{"a":1}')).toEqual([]);
    expect(parseTags(null)).toEqual([]);
  });
});

describe('scrollToShow: the active tag of a full strip is brought into view (issue 40, point 15)', () => {
  const strip = { scrollLeft: 0, clientWidth: 600 };
  it('scrolls right to a tag past the strip’s end, just far enough', () => {
    expect(scrollToShow(strip, { offsetLeft: 900, offsetWidth: 120 })).toBe(420);
  });
  it('scrolls left to a tag before the visible part', () => {
    expect(scrollToShow({ ...strip, scrollLeft: 500 }, { offsetLeft: 200, offsetWidth: 90 })).toBe(
      200,
    );
  });
  it('stays where it is when the tag is in view', () => {
    expect(scrollToShow({ ...strip, scrollLeft: 100 }, { offsetLeft: 300, offsetWidth: 90 })).toBe(
      100,
    );
  });
});
