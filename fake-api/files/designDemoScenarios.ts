import type { CheckId } from '../../src/domain/mesh/designCheckTypes';
import type { MaterialId } from '../../src/domain/materialProfiles';
import { bridge } from './designDemoBridge';
import { antagonist, antagonistLevel, crown, neighbours, prepDie } from './designDemoMeshes';

/** The demo files for the design checks, by file name (generated on demand: a few seconds). */
export const DESIGN_DEMO_FILES: Record<string, () => Float32Array> = {
  'prep.stl': () => prepDie(),
  // Its top 0.5 mm under the antagonist: 1 mm short of lithium disilicate's 1.5 mm.
  'prep-short.stl': () => prepDie(antagonistLevel() - 0.5),
  'antagonist.stl': () => antagonist(),
  'neighbours.stl': () => neighbours(),
  'crown-clean.stl': () => crown('clean'),
  'crown-thin-cusp.stl': () => crown('thin-cusp'),
  'crown-heavy-contact.stl': () => crown('heavy-contact'),
  'bridge-clean.stl': () => bridge(12),
  'bridge-thin-connector.stl': () => bridge(6),
};

export interface DesignDemoScenario {
  name: string;
  /** check-design's arguments, file names relative to the demo folder. */
  args: string[];
  /** The one check the scenario must fail, or null for a clean one. */
  failing: CheckId | null;
}

const crownCase = (design: string) => [
  design,
  '--antagonist',
  'antagonist.stl',
  '--neighbours',
  'neighbours.stl',
  '--prep',
  'prep.stl',
  '--material',
  'zirconia-3y',
];
const bridgeCase = (design: string, material: MaterialId = 'zirconia-3y') => [
  design,
  '--material',
  material,
  '--units',
  '3',
  '--pontics',
  '1',
  '--position',
  'posterior',
];

export const DESIGN_DEMO_SCENARIOS: DesignDemoScenario[] = [
  { name: 'clean crown', args: crownCase('crown-clean.stl'), failing: null },
  {
    name: 'crown with a 0.3 mm cusp',
    args: crownCase('crown-thin-cusp.stl'),
    failing: 'thickness.occlusal',
  },
  {
    name: 'crown 0.08 mm into the antagonist',
    args: crownCase('crown-heavy-contact.stl'),
    failing: 'occlusal.clearance',
  },
  { name: 'clean bridge (12 mm² connectors)', args: bridgeCase('bridge-clean.stl'), failing: null },
  {
    name: 'bridge with 6 mm² connectors',
    args: bridgeCase('bridge-thin-connector.stl'),
    failing: 'connector.area',
  },
  {
    name: 'prep with room for lithium disilicate',
    args: [
      '--prep',
      'prep.stl',
      '--antagonist',
      'antagonist.stl',
      '--material',
      'lithium-disilicate',
    ],
    failing: null,
  },
  {
    name: 'prep 1 mm short of room for lithium disilicate',
    args: [
      '--prep',
      'prep-short.stl',
      '--antagonist',
      'antagonist.stl',
      '--material',
      'lithium-disilicate',
    ],
    failing: 'prep.space',
  },
];
