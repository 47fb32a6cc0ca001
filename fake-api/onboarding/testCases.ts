import type { TestCaseFile } from '../../dataProvider/onboardingWireTypes';
import { DEMO_MESH_PATHS } from '../files/demoMeshes';

/**
 * The test case of a denture type: the prepared jaws to design on (the demo meshes the fake API
 * serves; a real server would hand out one scan set per type). Crowns add the reference crown.
 */
export function testCaseOf(dentureType: string): TestCaseFile[] {
  const jaws = [
    { name: 'upper-jaw.stl', link: DEMO_MESH_PATHS.upperJaw },
    { name: 'lower-jaw.stl', link: DEMO_MESH_PATHS.lowerJaw },
  ];
  return dentureType === '1' ? [...jaws, { name: 'crown.stl', link: DEMO_MESH_PATHS.crown }] : jaws;
}
