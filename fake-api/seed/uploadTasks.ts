import type { DesignTask } from '../../dataProvider/wireTypes';
import type { UserRecord } from '../store/state';
import type { SeedContext } from './context';

/** The task the CAD upload page is demonstrated and tested with (README, docs/CONTRACT.md). */
export const UPLOAD_TASK_ID = '1900000000000000101';

/** One task of `designer`, in the design ("1"), needing two full crowns. */
export function createUploadTasks(context: SeedContext, users: UserRecord[]): DesignTask[] {
  const designer = users.find((user) => user.account === 'designer');
  if (!designer) throw new Error('seed: no account designer');
  // Grabbed an hour after creation, like the other orders: 24 h cycle, 20 h left.
  const created = context.hoursFromNow(-5);
  return [
    {
      id: UPLOAD_TASK_ID,
      orderNo: `DD${day(context, created)}001`,
      taskNo: `T${day(context, created)}001-01`,
      patientName: '王芳',
      productName: '氧化锆全冠',
      material: '氧化锆',
      customerCode: 'C1024',
      unit: '11, 12',
      dentureType: '1',
      designCycle: 24,
      deadline: context.format(context.hoursFromNow(20)),
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
      createTime: context.format(created),
      updateTime: context.format(created),
      subReceiveTime: '',
      // Its tooth chart (issue 24): the two single crowns its unit names.
      teeth: [
        { toothNo: 11, restorationType: 'fullCrown' },
        { toothNo: 12, restorationType: 'fullCrown' },
      ],
      connectors: [],
      shade: 'A2',
    },
  ];
}

const day = (context: SeedContext, time: number) =>
  context.format(time).slice(0, 10).replace(/-/g, '');
