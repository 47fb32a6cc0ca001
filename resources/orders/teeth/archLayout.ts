import { LOWER_ARCH, UPPER_ARCH, type RestorationType } from '../../../src/domain/teeth';

export const ARCH_WIDTH = 360;
export const ARCH_HEIGHT = 360;
export const TOOTH_RADIUS = 13;

export interface ToothSpot {
  toothNo: number;
  x: number;
  y: number;
}

/** Each permanent tooth on a horseshoe: incisors at the middle, molars at the ends. */
export const TOOTH_SPOTS: readonly ToothSpot[] = [
  ...spotsOf(UPPER_ARCH, (bend) => 22 + 150 * bend),
  ...spotsOf(LOWER_ARCH, (bend) => ARCH_HEIGHT - 22 - 150 * bend),
];

function spotsOf(arch: readonly number[], yOf: (bend: number) => number): ToothSpot[] {
  return arch.map((toothNo, index) => {
    const angle = ((index - 7.5) / 7.5) * (Math.PI * 0.47);
    return {
      toothNo,
      x: ARCH_WIDTH / 2 + 160 * Math.sin(angle),
      y: yOf(1 - Math.cos(angle)),
    };
  });
}

export const spotOf = (toothNo: number) =>
  TOOTH_SPOTS.find((spot) => spot.toothNo === toothNo) ?? { toothNo, x: 0, y: 0 };

/** Fill and number colour of each type (white numbers on dark fills keep a 4.5:1 contrast). */
export const TYPE_LOOKS: Record<RestorationType, { fill: string; text: string }> = {
  fullCrown: { fill: '#1565c0', text: '#ffffff' },
  coping: { fill: '#7b1fa2', text: '#ffffff' },
  pontic: { fill: 'url(#tooth-pontic)', text: '#0d47a1' },
  implantCrown: { fill: '#2e7d32', text: '#ffffff' },
  abutment: { fill: '#a84300', text: '#ffffff' },
  veneer: { fill: '#006064', text: '#ffffff' },
  inlay: { fill: '#5d4037', text: '#ffffff' },
  removable: { fill: '#616161', text: '#ffffff' },
};

export const EMPTY_LOOK = { fill: '#ffffff', text: '#424242' };
