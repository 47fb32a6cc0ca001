import type {
  CadVersion,
  CaseFile,
  DesignTask,
  SpecialRequest,
  SpecialRequestFile,
  TaskFile,
} from '../../dataProvider/wireTypes';
import { parseDateTime } from '../http/format';
import type { DeductionRecord, GroupReadRecord, UserRecord } from '../store/state';
import type { SeedContext } from './context';
import { reasonLine } from '../../src/domain/qcReasons';
import { QC_REASON_LABELS } from '../orders/qcDictionary';
import { DAY_MS, HOUR_MS } from './context';
import { DEMO_MESH_PATHS, demoMeshSize } from '../files/demoMeshes';

/** Demo meshes the STL viewer serves on the portal's own origin. */
export const DEMO_MESHES = {
  crown: DEMO_MESH_PATHS.crown,
  upper: DEMO_MESH_PATHS.upperJaw,
  lower: DEMO_MESH_PATHS.lowerJaw,
} as const;

/** The scans every seeded order carries (a crown or an inlay also its preparation). */
export const CASE_FILE_NAMES = {
  upper: '上颌扫描.stl',
  lower: '下颌扫描.stl',
  preparation: '预备体.stl',
} as const;

export function createCaseFiles(context: SeedContext, tasks: DesignTask[]): CaseFile[] {
  return tasks.flatMap((task) => {
    const created = parseDateTime(task.createTime);
    const files: [string, string][] = [
      [CASE_FILE_NAMES.upper, DEMO_MESHES.upper],
      [CASE_FILE_NAMES.lower, DEMO_MESHES.lower],
    ];
    if (task.dentureType === '1' || task.dentureType === '2') {
      files.push([CASE_FILE_NAMES.preparation, DEMO_MESHES.crown]);
    }
    return files.map(([fileName, link]) => ({
      id: context.nextId(created),
      taskId: task.id,
      fileName,
      link,
      viewStlUrl: link,
      fileSize: demoMeshSize(link),
      createTime: task.createTime,
    }));
  });
}

/** What failed a reworked order's first version: a code, as every seeded inspection. */
const EARLIER_FAIL = {
  action: 'fail',
  status: '4',
  reasons: [{ category: 'occlusion', severity: 'major', text: '' }],
} as const satisfies Partial<NonNullable<CadVersion['qcInspection']>>;
const EARLIER_FAIL_LINE = reasonLine(
  EARLIER_FAIL.reasons[0],
  (category) => QC_REASON_LABELS[category].zh,
);

/** A CAD file and a CAD history for every order that has been submitted at least once. */
export function createSubmittedFiles(context: SeedContext, tasks: DesignTask[]) {
  const taskFiles: TaskFile[] = [];
  const cadVersions: CadVersion[] = [];
  for (const task of tasks.filter((item) => ['2', '3', '4', '5', '6'].includes(item.status))) {
    // Handed in before the deadline; a returned order was handed in before now, too.
    const submitted = Math.min(parseDateTime(task.deadline), context.now) - 6 * HOUR_MS;
    const key = `upload/${task.createTime.slice(0, 10).replace(/-/g, '')}/${task.taskNo}.stl`;
    taskFiles.push({
      id: context.nextId(submitted),
      taskId: task.id,
      fileType: 'cad',
      fileSize: demoMeshSize(DEMO_MESHES.crown),
      createTime: context.format(submitted),
      domain: '',
      link: DEMO_MESHES.crown,
      name: key,
      originalName: `${task.taskNo}-cad.stl`,
      viewStlUrl: DEMO_MESHES.crown,
      hashValue: task.id.padStart(32, '0').slice(-32),
    });
    const versions = task.isRework === '1' ? 2 : 1;
    for (let version = 1; version <= versions; version++) {
      const reviewed = version < versions || ['3', '4', '5'].includes(task.status);
      const last = version === versions;
      cadVersions.push({
        id: context.nextId(submitted),
        taskId: task.id,
        version,
        fileName: `${task.taskNo}-cad-v${version}.stl`,
        link: DEMO_MESHES.crown,
        viewStlUrl: DEMO_MESHES.crown,
        submitTime: context.format(submitted - (versions - version) * DAY_MS),
        qcStatus: !reviewed ? '' : last ? (task.status as CadVersion['qcStatus']) : '4',
        qcReasons: last ? task.qcReasons : [EARLIER_FAIL_LINE],
        ...(last && task.qcInspection ? { qcInspection: task.qcInspection } : {}),
        ...(!last && {
          qcInspection: {
            ...EARLIER_FAIL,
            inspector: 'support',
            time: context.format(submitted - (versions - version) * DAY_MS + HOUR_MS),
            version,
          },
        }),
      });
    }
  }
  return { taskFiles, cadVersions };
}

/** KH001's bite request: its title and the words its content sets in bold. */
export const BITE_REQUEST = { customerCode: 'KH001', title: '咬合要求', strong: '轻接触' } as const;

export function createSpecialRequests(context: SeedContext) {
  const requests: SpecialRequest[] = [];
  const files: SpecialRequestFile[] = [];
  const texts: [string, string, string][] = [
    [
      BITE_REQUEST.customerCode,
      BITE_REQUEST.title,
      `<p>咬合接触<strong>${BITE_REQUEST.strong}</strong>，预留 0.05 mm 间隙。</p>`,
    ],
    ['KH001', '颜色要求', '<p>比色 A2，切端稍透明。</p>'],
    ['KH002', '邻接要求', '<p>邻接点偏紧，<em>请勿</em>过度打磨。</p>'],
    ['KH003', '基台要求', '<p>穿龈高度 2 mm。</p>'],
  ];
  for (const [customerCode, title, content] of texts) {
    const id = context.nextId(context.now - 90 * DAY_MS);
    requests.push({
      id,
      companySpecialRequestId: id,
      customerCode,
      title,
      content,
      createTime: context.format(context.daysAgo(90)),
    });
    files.push({
      id: context.nextId(context.now - 90 * DAY_MS),
      companySpecialRequestId: id,
      fileName: `${customerCode}-${title}.stl`,
      link: DEMO_MESHES.crown,
      fileSize: demoMeshSize(DEMO_MESHES.crown),
    });
  }
  return { specialRequests: requests, specialRequestFiles: files };
}

/** designer opened "progress" and "history" lately, the others long ago: they show unread. */
export function createGroupReads(context: SeedContext, users: UserRecord[]): GroupReadRecord[] {
  const designer = users.find((user) => user.account === 'designer');
  if (!designer) return [];
  const reads: [GroupReadRecord['groupId'], number][] = [
    ['grab', 60],
    ['progress', 0],
    ['inspection', 60],
    ['history', 0],
  ];
  return reads.map(([groupId, days]) => ({
    id: context.nextId(),
    userId: designer.id,
    groupId,
    readTime: context.format(context.now - days * DAY_MS),
  }));
}

const DEDUCTION_REASONS = ['overdue', 'rework', 'occlusion', 'margin', 'contacts'] as const;

export function createDeductions(context: SeedContext, users: UserRecord[]): DeductionRecord[] {
  const designer = users.find((user) => user.account === 'designer');
  if (!designer) return [];
  return Array.from({ length: 12 }, (_, index) => {
    const violated = context.daysAgo(5 + index * 6);
    return {
      id: context.nextId(violated),
      userId: designer.id,
      reasonCode: DEDUCTION_REASONS[index % DEDUCTION_REASONS.length],
      reason: '',
      problemLevel: String(1 + (index % 3)) as DeductionRecord['problemLevel'],
      violationTime: context.format(violated),
      createTime: context.format(violated + DAY_MS),
      amount: 10 + (index % 4) * 5,
      currency: designer.payment.currency,
      method: index % 4 === 3 ? '2' : '1',
    };
  });
}
