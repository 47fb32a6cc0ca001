import type { DesignTask } from '../../dataProvider/wireTypes';
import type { RestorationType, ToothChart, ToothUnit } from '../../src/domain/teeth';

const SHADES = ['A2', 'A3', 'B1', 'A1', 'B2', 'C1'];
const SINGLE_STARTS = [36, 46, 26, 11];

type Seeded = Pick<
  DesignTask,
  'dentureType' | 'fullCrownCount' | 'innerCrownCount' | 'implantBrand' | 'interfaceSize'
>;

/**
 * The tooth chart of a seeded order, consistent with its product and crown counts (issue 24):
 * every order of three full crowns is the bridge 14-15-16 with 15 a pontic, other crowns and
 * copings single units, an abutment carries the order's implant brand and interface size.
 */
export function seededChart(task: Seeded, index: number): ToothChart {
  const shade = SHADES[index % SHADES.length];
  const start = SINGLE_STARTS[index % SINGLE_STARTS.length];
  const singles = (count: number, type: RestorationType) =>
    Array.from({ length: count }, (_, offset): ToothUnit => ({
      toothNo: start + offset,
      restorationType: type,
    }));
  switch (task.dentureType) {
    case '1':
      return task.fullCrownCount === 3
        ? bridge14to16(shade)
        : { teeth: singles(task.fullCrownCount, 'fullCrown'), connectors: [], shade };
    case '2':
      return { teeth: singles(task.innerCrownCount, 'coping'), connectors: [], shade };
    case '3':
      return { teeth: singles(1, 'inlay'), connectors: [], shade };
    case '4':
      return { teeth: [veneer(11), veneer(21)], connectors: [], shade };
    case '5':
      return {
        teeth: [
          {
            ...singles(1, 'abutment')[0],
            implantBrand: task.implantBrand,
            interfaceSize: task.interfaceSize,
          },
        ],
        connectors: [],
        shade,
      };
    default:
      return { teeth: [removable(45), removable(46)], connectors: [], shade };
  }
}

function bridge14to16(shade: string): ToothChart {
  return {
    teeth: [
      { toothNo: 14, restorationType: 'fullCrown' },
      { toothNo: 15, restorationType: 'pontic' },
      { toothNo: 16, restorationType: 'fullCrown' },
    ],
    connectors: [
      { fromTooth: 14, toTooth: 15 },
      { fromTooth: 15, toTooth: 16 },
    ],
    shade,
  };
}

const veneer = (toothNo: number): ToothUnit => ({ toothNo, restorationType: 'veneer' });
const removable = (toothNo: number): ToothUnit => ({ toothNo, restorationType: 'removable' });
