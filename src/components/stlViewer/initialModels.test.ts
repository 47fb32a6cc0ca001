import { describe, expect, it } from 'vitest';
import { initialModels } from './initialModels';

const upper = { name: 'upper.stl', url: '/oss/upper.stl' };
const lower = { name: 'lower.stl', url: '/oss/lower.stl' };
const design = { name: 'crown.stl', url: '/oss/crown.stl' };

describe('the viewer loading its files again', () => {
  it('keeps a hidden scan hidden and a faded one faded when the files reload', () => {
    const shown = initialModels([design, upper, lower]).map((model) => ({
      ...model,
      status: 'ready' as const,
    }));
    shown[1] = { ...shown[1], visible: false };
    shown[2] = { ...shown[2], opacity: 0.4 };
    const again = initialModels([design, upper, lower], shown);
    expect(again.map(({ visible, opacity, status }) => ({ visible, opacity, status }))).toEqual([
      { visible: true, opacity: 1, status: 'download' },
      { visible: false, opacity: 1, status: 'download' },
      { visible: true, opacity: 0.4, status: 'download' },
    ]);
  });

  it('follows each file, not its place, when another file joins the view', () => {
    const shown = initialModels([design, upper]);
    shown[1] = { ...shown[1], visible: false };
    const again = initialModels([design, lower, upper], shown);
    expect(again.map(({ name, visible }) => [name, visible])).toEqual([
      ['crown.stl', true],
      ['lower.stl', true],
      ['upper.stl', false],
    ]);
  });

  it('shows a file under a new address as new', () => {
    const shown = initialModels([upper]);
    shown[0] = { ...shown[0], visible: false };
    expect(initialModels([{ ...upper, url: '/oss/upper-v2.stl' }], shown)[0].visible).toBe(true);
  });
});
