import type { CaseFile, DesignTask } from '../../dataProvider/wireTypes';
import type { CaseScanRole, SpaceCheck } from '../../src/domain/designSpec';
import type { MeshInput } from '../../src/domain/mesh/designCheckTypes';
import { designDemoBytes, designDemoLink } from '../files/designDemoFiles';
import { meshOf } from './meshInput';
import { spaceOf } from './prepSpace';

/** The demo case's scans an order can carry: a prep with room, or one 1 mm short of it. */
export const DEMO_CASES = ['crown', 'short-prep'] as const;
export type DemoCase = (typeof DEMO_CASES)[number];

const SCANS: Record<DemoCase, [fileName: string, demo: string, role: CaseScanRole][]> = {
  crown: [
    ['预备体.stl', 'prep.stl', 'prep'],
    ['对颌.stl', 'antagonist.stl', 'antagonist'],
    ['邻牙.stl', 'neighbours.stl', 'neighbours'],
  ],
  'short-prep': [
    ['预备体.stl', 'prep-short.stl', 'prep'],
    ['对颌.stl', 'antagonist.stl', 'antagonist'],
    ['邻牙.stl', 'neighbours.stl', 'neighbours'],
  ],
};

/** The case files of a demo case for `task`, each linking its demo file with its real size. */
export function demoCaseFiles(
  task: DesignTask,
  demoCase: DemoCase,
  newId: () => string,
): CaseFile[] {
  return SCANS[demoCase].map(([fileName, demo, checkRole]) => ({
    id: newId(),
    taskId: task.id,
    fileName,
    link: designDemoLink(demo),
    viewStlUrl: designDemoLink(demo),
    fileSize: designDemoBytes(demo)?.length ?? 0,
    createTime: task.createTime,
    checkRole,
  }));
}

/** The space a demo case's prep leaves for the order's material (measured as the case arrives). */
export function demoCaseSpace(task: DesignTask, demoCase: DemoCase): SpaceCheck | undefined {
  const scan = (role: CaseScanRole): MeshInput | undefined => {
    const entry = SCANS[demoCase].find(([, , scanRole]) => scanRole === role);
    const bytes = entry && designDemoBytes(entry[1]);
    return bytes && entry ? meshOf(bytes, entry[1]) : undefined;
  };
  return spaceOf(task, scan('prep'), scan('antagonist'));
}
