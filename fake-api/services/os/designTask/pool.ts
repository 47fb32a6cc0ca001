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

const UNKNOWN_TYPE = '义齿类型不存在';
const DEFAULT_CYCLE_HOURS = 48;

/**
 * POST /os/designTask/pool/create (staff) _(designed)_: a new order in the grab pool, JSON
 * `{ dentureType, designCycle?, patientName? }`, product and material of the type's usual
 * product, a tooth chart consistent with it. Its qualified designers are alerted over the fair window (fake-api/notifications).
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
    tasks.push(task);
    announcePoolOrder(context, task);
    sendOk(res, task);
  });
  return router;
}
