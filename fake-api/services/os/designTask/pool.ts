import { Router } from 'express';
import type { DesignTask } from '../../../../dataProvider/wireTypes';
import type { FakeApiContext } from '../../../context';
import { sendFailure, sendOk } from '../../../http/blade';
import { formatDateTime } from '../../../http/format';
import { bodyOf } from '../../../http/params';
import { requireStaff } from '../../../middleware/requireRole';
import { announcePoolOrder } from '../../../notifications/poolAlerts';
import { tasksOf } from '../../../orders/taskQueries';
import { PRODUCTS } from '../../../seed/tasks';
import { seededChart } from '../../../seed/taskTeeth';
import { isMaterialId } from '../../../../src/domain/materialProfiles';
import type { MaterialId } from '../../../../src/domain/materialProfiles';
import { customerParameters } from '../../../designChecks/customerPreferences';
import { MATERIAL_TEXT } from '../../../designChecks/materialText';
import { DEMO_CASES, demoCaseFiles, demoCaseSpace } from '../../../designChecks/demoCase';
import type { DemoCase } from '../../../designChecks/demoCase';

const UNKNOWN_TYPE = '义齿类型不存在';
const UNKNOWN_MATERIAL = '材料不存在';
const DEFAULT_CYCLE_HOURS = 48;

/**
 * POST /os/designTask/pool/create (staff) _(designed)_: a new order in the grab pool, JSON
 * `{ dentureType, designCycle?, patientName?, demoCase?, materialId?, customerCode? }`, product
 * and material of the type's usual product, a tooth chart consistent with it. With `demoCase`
 * (a crown; issue 37) its units take `materialId`, it takes its customer's parameters and the
 * demo case's scans, and the space its prep leaves is measured as it arrives. Its qualified
 * designers are alerted over the fair window (fake-api/notifications).
 */
export function taskPoolRoutes(context: FakeApiContext): Router {
  const router = Router();
  router.post('/pool/create', requireStaff, (req, res) => {
    const body = bodyOf(req);
    const product = PRODUCTS.find((item) => item.dentureType === String(body.dentureType ?? ''));
    if (!product) return sendFailure(res, 400, UNKNOWN_TYPE);
    const cycle = Number(body.designCycle ?? DEFAULT_CYCLE_HOURS);
    const tasks = tasksOf(context.store.state());
    const now = formatDateTime(context.settings.now());
    const sequence = String(tasks.length + 1).padStart(4, '0');
    const order: DesignTask = {
      id: context.newId(),
      orderNo: `DD${now.slice(0, 10).replace(/-/g, '')}${sequence}`,
      taskNo: `RW${20260001 + tasks.length}`,
      patientName: typeof body.patientName === 'string' ? body.patientName.slice(0, 20) : '',
      productName: product.productName,
      material: product.material,
      customerCode: 'KH001',
      unit: product.unit,
      dentureType: product.dentureType,
      designCycle: Number.isInteger(cycle) && cycle > 0 ? cycle : DEFAULT_CYCLE_HOURS,
      deadline: '',
      implantBrand: '',
      interfaceSize: '',
      isMailModel: '0',
      remark: '',
      fullCrownCount: product.dentureType === '1' ? 1 : 0,
      innerCrownCount: product.dentureType === '2' ? 1 : 0,
      isRework: '0',
      isGrab: '0',
      subDispatchStatus: '0',
      status: '0',
      designerId: '',
      subDesignerId: '',
      qcReasons: [],
      createTime: now,
      updateTime: now,
      subReceiveTime: '',
    };
    // A chart like the seed's for its product, so the new order reads as a professional's does.
    const task: DesignTask = { ...order, ...seededChart(order, tasks.length) };
    const demoCase = oneOf(body.demoCase, DEMO_CASES);
    if (demoCase) {
      const materialId = String(body.materialId ?? '');
      if (!isMaterialId(materialId)) return sendFailure(res, 400, UNKNOWN_MATERIAL);
      withDemoCase(context, task, demoCase, materialId, String(body.customerCode ?? 'KH101'));
    }
    tasks.push(task);
    announcePoolOrder(context, task);
    sendOk(res, task);
  });
  return router;
}

/** The order measured as its case arrives: material on every unit, parameters, scans, space. */
function withDemoCase(
  context: FakeApiContext,
  task: DesignTask,
  demoCase: DemoCase,
  materialId: MaterialId,
  customerCode: string,
) {
  task.customerCode = customerCode.slice(0, 20);
  // The order's free-text material says what its units are made of.
  task.material = MATERIAL_TEXT[materialId];
  task.teeth = (task.teeth ?? []).map((unit) => ({ ...unit, materialId }));
  task.designParameters = customerParameters(task.customerCode);
  const state = context.store.state();
  state.caseFiles = [
    ...(state.caseFiles ?? []),
    ...demoCaseFiles(task, demoCase, () => context.newId()),
  ];
  task.spaceCheck = demoCaseSpace(task, demoCase);
}

function oneOf<T extends string>(value: unknown, values: readonly T[]): T | undefined {
  return values.find((item) => item === value);
}
