import type { DesignTask } from '../../dataProvider/wireTypes';
import type { UserRecord } from '../store/state';
import { REFERENCE_TIME } from './context';
import type { SeedContext } from './context';

/** The task the CAD upload page is demonstrated and tested with (README, docs/CONTRACT.md). */
export const UPLOAD_TASK_ID = '1900000000000000101';

const HOUR_MS = 3_600_000;

/** One task of `designer`, in the design ("1"), needing two full crowns. */
export function createUploadTasks(context: SeedContext, users: UserRecord[]): DesignTask[] {
  const designer = users.find((user) => user.account === 'designer');
  if (!designer) throw new Error('seed: no account designer');
  return [
    {
      id: UPLOAD_TASK_ID,
      orderNo: 'DD20261031001',
      taskNo: 'T20261031001-01',
      patientName: '王芳',
      productName: '氧化锆全冠',
      material: '氧化锆',
      customerCode: 'C1024',
      unit: '11, 12',
      dentureType: '1',
      designCycle: 24,
      deadline: context.format(REFERENCE_TIME + 20 * HOUR_MS),
      implantBrand: '',
      interfaceSize: '',
      isMailModel: '0',
      remark: '',
      fullCrownCount: 2,
      innerCrownCount: 0,
      isRework: '0',
      isGrab: '1',
      subDispatchStatus: '0',
      status: '1',
      designerId: designer.id,
      subDesignerId: '',
      qcReasons: [],
      createTime: context.format(REFERENCE_TIME - 4 * HOUR_MS),
      updateTime: context.format(REFERENCE_TIME - 4 * HOUR_MS),
      subReceiveTime: '',
    },
  ];
}
