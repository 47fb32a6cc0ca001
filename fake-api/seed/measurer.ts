import type { DesignTask } from '../../dataProvider/wireTypes';
import type { MaterialId } from '../../src/domain/materialProfiles';
import type { ToothUnit } from '../../src/domain/teeth';
import { customerParameters } from '../designChecks/customerPreferences';
import { demoCaseFiles, demoCaseSpace } from '../designChecks/demoCase';
import type { DemoCase } from '../designChecks/demoCase';
import { fixPrice } from '../money/priceList';
import { syncCertifications } from '../onboarding/attempts';
import type { FakeState, UserRecord } from '../store/state';
import type { SeedContext } from './context';
import { contractOf, reviewedAttempts } from './onboarding';
import { demoUser } from './users';
import type { DemoAccount } from './users';

/** The design checks' demo designer (README, demo accounts): qualified for crowns, three orders. */
export const MEASURER_ACCOUNT: DemoAccount = {
  account: 'measurer',
  password: 'Measurer1',
  name: '测量演示',
  realName: '郑洁',
  roleAlias: 'designer',
  patch: {
    level: 'D',
    points: 0,
    contractStatus: '2',
    certifications: [{ dentureType: '1', status: '1' }],
  },
};
/** Eleventh in the README's order: phone 13800000011. */
const MEASURER_INDEX = 10;

/** The orders of the demo case (docs/DESIGN_CHECKS.md, "Demo case"), by what they show. */
export const MEASURE_TASK_IDS = {
  /** A zirconia crown on 36 with prep, antagonist and neighbours: the defects fail hard. */
  crown: '1900000000000000201',
  /** The same case for a customer asking 1.2 mm walls: the clean crown is short of the order. */
  thickWalls: '1900000000000000202',
  /** A three-unit zirconia bridge 34-36: the connector check. */
  bridge: '1900000000000000203',
} as const;

interface MeasureOrder {
  id: string;
  customerCode: string;
  teeth: ToothUnit[];
  connectors: { fromTooth: number; toTooth: number }[];
  demoCase?: DemoCase;
}

const zirconia = (
  toothNo: number,
  restorationType: ToothUnit['restorationType'] = 'fullCrown',
) => ({
  toothNo,
  restorationType,
  materialId: 'zirconia-3y' as MaterialId,
});

const ORDERS: MeasureOrder[] = [
  {
    id: MEASURE_TASK_IDS.crown,
    customerCode: 'KH101',
    teeth: [zirconia(36)],
    connectors: [],
    demoCase: 'crown',
  },
  {
    id: MEASURE_TASK_IDS.thickWalls,
    customerCode: 'KH102',
    teeth: [zirconia(36)],
    connectors: [],
    demoCase: 'crown',
  },
  {
    id: MEASURE_TASK_IDS.bridge,
    customerCode: 'KH101',
    teeth: [zirconia(34), zirconia(35, 'pontic'), zirconia(36)],
    connectors: [
      { fromTooth: 34, toTooth: 35 },
      { fromTooth: 35, toTooth: 36 },
    ],
  },
];

/**
 * The designer whose orders carry the demo case of the design checks: each in the design, with
 * its material on every tooth, its customer's parameters and (crowns) the scans the checks read.
 * Added last, so the ids and draws of the rest of the seed do not move.
 */
export function seedMeasurer(context: SeedContext, state: FakeState): void {
  const user = demoUser(context, state.roles, MEASURER_ACCOUNT, MEASURER_INDEX);
  state.users.push(user);
  state.certificationAttempts = [
    ...(state.certificationAttempts ?? []),
    ...reviewedAttempts(context, state, user),
  ];
  syncCertifications(state, user);
  state.contracts = [...(state.contracts ?? []), contractOf(context, user)];
  ORDERS.forEach((order, index) => {
    const task = measureTask(context, user, order, index);
    state.designTasks = [...(state.designTasks ?? []), task];
    fixPrice(state, task, user);
    if (!order.demoCase) return;
    state.caseFiles = [
      ...(state.caseFiles ?? []),
      ...demoCaseFiles(task, order.demoCase, () => context.nextId()),
    ];
    task.spaceCheck = demoCaseSpace(task, order.demoCase);
  });
}

function measureTask(
  context: SeedContext,
  user: UserRecord,
  order: MeasureOrder,
  index: number,
): DesignTask {
  const created = context.hoursFromNow(-3 - index);
  const day = context.format(created).slice(0, 10).replace(/-/g, '');
  const units = order.teeth.length;
  return {
    id: order.id,
    orderNo: `DM${day}${String(index + 1).padStart(3, '0')}`,
    taskNo: `M${day}${String(index + 1).padStart(3, '0')}-01`,
    patientName: ['何静', '马丽', '钱军'][index],
    productName: '全冠',
    material: '氧化锆',
    customerCode: order.customerCode,
    unit: order.teeth.map((unit) => unit.toothNo).join(', '),
    dentureType: '1',
    designCycle: 24,
    deadline: context.format(context.hoursFromNow(21 - index)),
    implantBrand: '',
    interfaceSize: '',
    isMailModel: '0',
    remark: '',
    fullCrownCount: units,
    innerCrownCount: 0,
    isRework: '0',
    isGrab: '1',
    subDispatchStatus: '0',
    status: '1',
    designerId: user.id,
    subDesignerId: '',
    qcReasons: [],
    createTime: context.format(created),
    updateTime: context.format(created),
    subReceiveTime: '',
    teeth: order.teeth,
    connectors: order.connectors,
    shade: 'A2',
    designParameters: customerParameters(order.customerCode),
  };
}
