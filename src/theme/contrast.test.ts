import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade, TEXT_CONTRAST } from './contrast';

describe('contrast', () => {
  it('measures the WCAG ratio', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#409eff', '#ffffff')).toBeCloseTo(2.78, 2);
  });

  it('darkens the default blue until it reads on white and on the page background', () => {
    const shade = readableShade('#409EFF', ['#f0f2f5', '#ffffff']);
    expect(shade).not.toBe('#409EFF');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(shade, '#f0f2f5')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // Just enough: one step lighter would not do.
    expect(contrastRatio(shade, '#f0f2f5')).toBeLessThan(TEXT_CONTRAST + 1);
  });

  it('lightens a colour on a dark sidebar, and keeps one that already reads', () => {
    const shade = readableShade('#304156', ['#20222a']);
    expect(contrastRatio(shade, '#20222a')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(readableShade('#212121', ['#ffffff'])).toBe('#212121');
  });
});
