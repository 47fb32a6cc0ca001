import type { DesignTask } from '../../dataProvider/wireTypes';
import type { UserRecord } from '../store/state';
import { reasonLine, type QcReason } from '../../src/domain/qcReasons';
import { QC_REASON_LABELS } from '../orders/qcDictionary';
import { HOUR_MS } from './context';
import type { SeedContext } from './context';
import { seededChart } from './taskTeeth';

export interface Product {
  productName: string;
  material: string;
  dentureType: string;
  unit: string;
}

export const PRODUCTS: Product[] = [
  { productName: '全冠', material: '氧化锆', dentureType: '1', unit: '颗' },
  { productName: '内冠', material: '钴铬合金', dentureType: '2', unit: '颗' },
  { productName: '嵌体', material: '二硅酸锂', dentureType: '3', unit: '颗' },
  { productName: '种植基台', material: '钛', dentureType: '5', unit: '个' },
  { productName: '贴面', material: '玻璃陶瓷', dentureType: '4', unit: '颗' },
  { productName: '活动支架', material: '纯钛', dentureType: '6', unit: '副' },
];
const PATIENTS = ['李明', '王芳', '刘洋', '陈杰', '杨敏', '赵磊', '黄丽', '周强', '吴静', '徐涛'];
const CUSTOMERS = ['KH001', 'KH002', 'KH003', 'KH004', 'KH005'];
const BRANDS = ['', 'Straumann', 'Nobel Biocare', 'Osstem'];

/** Who holds a seeded order, in which state. */
interface Plan {
  holder: string;
  status: DesignTask['status'];
  product: number;
  isRework?: boolean;
  /** The last inspection's reasons, as codes (the seed speaks no sentence for a category). */
  findings?: QcReason[];
  dispatch?: { status: DesignTask['subDispatchStatus']; to?: string; received?: boolean };
  /** Orders whose design clock runs (1, 5, 6): hours left until the deadline, negative overdue. */
  dueInHours?: number;
  /** Orders handed in (2, 3, 4) or waiting in the pool: days since creation. */
  daysAgo?: number;
}

const finding = (category: QcReason['category'], severity: QcReason['severity']): QcReason => ({
  category,
  severity,
  text: '',
});
const FAIL_REASONS = [finding('occlusion', 'major'), finding('margin', 'minor')];

const PLANS: Plan[] = [
  // The grab pool: mostly types designer is certified for, one veneer, one framework.
  ...[0, 1, 2, 3, 0, 1, 4, 5].map((product, index): Plan => ({
    holder: '',
    status: '0',
    product,
    daysAgo: index * 0.4,
  })),
  // designer's work in progress: one due within the hour, one overdue, the rest in hours or days.
  { holder: 'designer', status: '1', product: 0, dueInHours: 0.6 },
  { holder: 'designer', status: '1', product: 1, dueInHours: -5 },
  { holder: 'designer', status: '1', product: 2, dueInHours: 30 },
  { holder: 'designer', status: '2', product: 0, daysAgo: 2 },
  { holder: 'designer', status: '2', product: 3, daysAgo: 3 },
  { holder: 'designer', status: '3', product: 0, daysAgo: 75 },
  { holder: 'designer', status: '3', product: 1, daysAgo: 48 },
  { holder: 'designer', status: '3', product: 2, daysAgo: 21 },
  { holder: 'designer', status: '3', product: 0, isRework: true, daysAgo: 9 },
  {
    holder: 'designer',
    status: '4',
    product: 1,
    isRework: true,
    findings: FAIL_REASONS,
    daysAgo: 4,
  },
  {
    holder: 'designer',
    status: '5',
    product: 3,
    isRework: true,
    findings: [finding('emergence', 'major')],
    dueInHours: 50,
  },
  {
    holder: 'designer',
    status: '6',
    product: 0,
    isRework: true,
    findings: [finding('contacts', 'minor')],
    dueInHours: 8,
  },
  { holder: 'mainacct', status: '1', product: 0, dueInHours: 3 },
  { holder: 'mainacct', status: '1', product: 1, dueInHours: 12 },
  { holder: 'mainacct', status: '1', product: 3, dueInHours: 26 },
  {
    holder: 'mainacct',
    status: '1',
    product: 0,
    dispatch: { status: '1', to: 'subacct1' },
    dueInHours: 40,
  },
  { holder: 'mainacct', status: '1', product: 1, dispatch: { status: '1' }, dueInHours: 60 },
  {
    holder: 'mainacct',
    status: '1',
    product: 0,
    dispatch: { status: '1', to: 'subacct1', received: true },
    dueInHours: 20,
  },
  { holder: 'mainacct', status: '3', product: 0, daysAgo: 33 },
  { holder: 'company', status: '1', product: 0, dueInHours: 18 },
  { holder: 'company', status: '2', product: 0, daysAgo: 1 },
  { holder: 'company', status: '3', product: 0, daysAgo: 60 },
  { holder: 'company', status: '3', product: 0, isRework: true, daysAgo: 14 },
];

const CYCLES = [24, 48, 72];

/** Orders in every state (README "Demo accounts"), dated relative to the seed's now. */
export function createDesignTasks(context: SeedContext, users: UserRecord[]): DesignTask[] {
  const idOf = (account: string | undefined) =>
    users.find((user) => user.account === account)?.id ?? '';
  return PLANS.map((plan, index): DesignTask => {
    const product = PRODUCTS[plan.product];
    const { created, grabbed, designCycle, deadline } = timesOf(context, plan, index);
    const pick = <T>(items: T[]) => items[Math.floor(context.random() * items.length)];
    const crowns = product.dentureType === '1' || product.dentureType === '2';
    const dispatch = plan.dispatch;
    return {
      id: context.nextId(created),
      orderNo: `DD${context.format(created).slice(0, 10).replace(/-/g, '')}${String(index + 1).padStart(4, '0')}`,
      taskNo: `RW${String(20260001 + index)}`,
      patientName: pick(PATIENTS),
      productName: product.productName,
      material: product.material,
      customerCode: CUSTOMERS[index % CUSTOMERS.length],
      unit: product.unit,
      dentureType: product.dentureType,
      designCycle,
      deadline: deadline === undefined ? '' : context.format(deadline),
      implantBrand: product.dentureType === '5' ? pick(BRANDS.slice(1)) : '',
      interfaceSize: product.dentureType === '5' ? pick(['3.5', '4.1', '4.8']) : '',
      isMailModel: index % 4 === 0 ? '1' : '0',
      remark: index % 3 === 0 ? '请注意邻牙接触点' : '',
      fullCrownCount: crowns && product.dentureType === '1' ? 1 + (index % 3) : 0,
      innerCrownCount: crowns && product.dentureType === '2' ? 1 + (index % 2) : 0,
      isRework: plan.isRework ? '1' : '0',
      isGrab: plan.holder ? '1' : '0',
      subDispatchStatus: dispatch?.status ?? '0',
      status: plan.status,
      designerId: idOf(plan.holder),
      subDesignerId: idOf(dispatch?.to),
      qcReasons: (plan.findings ?? []).map((reason) =>
        reasonLine(reason, (category) => QC_REASON_LABELS[category].zh),
      ),
      ...(plan.findings && {
        qcInspection: {
          action: plan.status === '5' ? ('return' as const) : ('fail' as const),
          status: plan.status === '5' ? ('5' as const) : ('4' as const),
          reasons: plan.findings,
          inspector: 'support',
          time: context.format(created + HOUR_MS),
          version: plan.isRework ? 2 : 1,
        },
      }),
      createTime: context.format(created),
      updateTime: context.format(plan.holder ? grabbed : created),
      subReceiveTime: dispatch?.received ? context.format(grabbed + HOUR_MS) : '',
    };
  }).map((task, index) => ({ ...task, ...seededChart(task, index) }));
}

/** When the order was created and grabbed, and when it is due, relative to the seed's now. */
function timesOf(context: SeedContext, plan: Plan, index: number) {
  const due = plan.dueInHours;
  if (due !== undefined) {
    // The shortest usual cycle that leaves a couple of hours between the grab and now.
    const designCycle = CYCLES.find((hours) => hours >= due + 2) ?? 72;
    const deadline = context.hoursFromNow(due);
    const grabbed = deadline - designCycle * HOUR_MS;
    return { created: grabbed - HOUR_MS, grabbed, designCycle, deadline };
  }
  const created = context.daysAgo(plan.daysAgo ?? 0);
  const designCycle = CYCLES[index % CYCLES.length];
  const grabbed = created + HOUR_MS;
  const deadline = plan.holder ? grabbed + designCycle * HOUR_MS : undefined;
  return { created, grabbed, designCycle, deadline };
}
