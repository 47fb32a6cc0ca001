import type { PracticeCase } from '../../dataProvider/dashboardWireTypes';
import { DEMO_MESHES } from '../seed/taskExtras';
import type { Language, Localized } from '../store/state';

const CASES: { id: string; dentureType: string; title: Localized; crown: boolean }[] = [
  {
    id: 'practice-crown',
    dentureType: '1',
    title: {
      zh: '练习：下颌第一磨牙全冠',
      en: 'Practice: full crown on a lower first molar',
      tr: 'Alıştırma: alt birinci azı dişine tam kron',
    },
    crown: true,
  },
  {
    id: 'practice-jaws',
    dentureType: '6',
    title: {
      zh: '练习：上下颌扫描的咬合分析',
      en: 'Practice: occlusion of an upper and lower jaw scan',
      tr: 'Alıştırma: üst ve alt çene taramasında kapanış',
    },
    crown: false,
  },
];

/** Practice cases over the demo meshes: no grading, to try the viewer and the workflow. */
export function practiceCases(language: Language): PracticeCase[] {
  return CASES.map(({ id, dentureType, title, crown }) => ({
    id,
    dentureType,
    title: title[language],
    files: [
      { fileName: 'upper-jaw.stl', link: DEMO_MESHES.upper },
      { fileName: 'lower-jaw.stl', link: DEMO_MESHES.lower },
      ...(crown ? [{ fileName: 'crown.stl', link: DEMO_MESHES.crown }] : []),
    ],
  }));
}
