import type { CrownCountsPayload } from '../../../src/domain/submitRules';
import type { QcReason } from '../../../src/domain/qcReasons';
import type { ToothChart } from '../../../src/domain/teeth';
import type { HttpClient } from '../../client/httpClient';
import type {
  CadVersion,
  CaseFile,
  DesignTask,
  SpecialRequest,
  SpecialRequestFile,
  SubUser,
  TaskFile,
  TaskGroup,
} from '../../wireTypes';

export type InspectionAction = 'pass' | 'fail' | 'return';

/** The custom calls of the design orders (docs/CONTRACT.md, "Design orders"). */
export interface TaskApi {
  /** POST /api/os/designTask/my/grab?id= */
  grabTask(id: string): Promise<DesignTask>;
  /** POST /api/os/designTask/my/cancel?id=&reason= (back to the grab pool) */
  cancelTask(id: string, reason: string): Promise<void>;
  /**
   * POST /api/os/designTask/{id}/submit: to quality inspection (`countReason`: issue 24;
   * `designCheckJustification`: a design short of the order, issue 37)
   */
  submitTask(
    id: string,
    counts?: CrownCountsPayload & { countReason?: string; designCheckJustification?: string },
  ): Promise<DesignTask>;
  /** POST /api/os/designTask/{id}/teeth: the order's tooth chart (staff only) */
  saveTaskTeeth(id: string, chart: ToothChart): Promise<DesignTask>;
  /** POST /api/os/designTask/{id}/rework: a quality return becomes rework */
  reworkTask(id: string): Promise<DesignTask>;
  /** GET /api/os/designTask/my/gropus */
  getTaskGroups(): Promise<TaskGroup[]>;
  /** PUT /api/os/designTask/my/readGroup/{id} */
  readTaskGroup(id: TaskGroup['id']): Promise<void>;
  /** GET /api/os/designTask/{id}/files: the customer's case files */
  getCaseFiles(id: string): Promise<CaseFile[]>;
  /** GET /api/os/designTask/{id}/uploadFiles: files registered by the designer */
  getUploadedFiles(id: string): Promise<TaskFile[]>;
  /** GET /api/os/designTask/{id}/cadHistory, newest first */
  getCadHistory(id: string): Promise<CadVersion[]>;
  /** GET /api/os/designTask/{id}/special/reques */
  getSpecialRequests(id: string): Promise<SpecialRequest[]>;
  /** GET /api/cl_dispatch/dispatch/listCompanySpecialRequestFile?companySpecialRequestId= */
  getSpecialRequestFiles(companySpecialRequestId: string): Promise<SpecialRequestFile[]>;
  /** GET /api/cl-order/task/getsubUser */
  getSubUsers(): Promise<SubUser[]>;
  /** POST /api/os/designTask/my/setSubDesigner?id=&subDesignerId= */
  dispatchToSubUser(id: string, subDesignerId: string): Promise<DesignTask>;
  /** GET /api/os/designTask/my/subResourcePool?id= */
  dispatchToPool(id: string): Promise<DesignTask>;
  /** GET /api/os/designTask/my/cancalResourcePool?id= */
  withdrawDispatch(id: string): Promise<DesignTask>;
  /** POST /api/os/designTask/subReceiving?id= */
  receiveSubTask(id: string): Promise<DesignTask>;
  /** POST /api/os/designTask/qc/{action}?id=&reasons= (staff only) */
  inspectTask(id: string, action: InspectionAction, reasons?: string[]): Promise<DesignTask>;
  /** POST /api/os/designTask/qc/{action}?id= with `{ reasons: QcReason[] }` (staff only) */
  inspectTaskWithReasons(
    id: string,
    action: InspectionAction,
    reasons: QcReason[],
  ): Promise<DesignTask>;
}

export function createTaskApi(apiUrl: string, httpClient: HttpClient): TaskApi {
  const base = `${apiUrl}/api/os/designTask`;
  const of = (id: string, path: string) => `${base}/${encodeURIComponent(id)}/${path}`;
  const post = <T>(url: string, query: Record<string, string> = {}) =>
    httpClient<T>(url, { method: 'POST', query });
  return {
    grabTask: (id) => post(`${base}/my/grab`, { id }),
    cancelTask: async (id, reason) => {
      await post(`${base}/my/cancel`, { id, reason });
    },
    submitTask: (id, counts) => httpClient(of(id, 'submit'), { method: 'POST', body: counts }),
    reworkTask: (id) => post(of(id, 'rework')),
    saveTaskTeeth: (id, chart) => httpClient(of(id, 'teeth'), { method: 'POST', body: chart }),
    getTaskGroups: () => httpClient(`${base}/my/gropus`),
    readTaskGroup: async (id) => {
      await httpClient(`${base}/my/readGroup/${encodeURIComponent(id)}`, { method: 'PUT' });
    },
    getCaseFiles: (id) => httpClient(of(id, 'files')),
    getUploadedFiles: (id) => httpClient(of(id, 'uploadFiles')),
    getCadHistory: (id) => httpClient(of(id, 'cadHistory')),
    getSpecialRequests: (id) => httpClient(of(id, 'special/reques')),
    getSpecialRequestFiles: (companySpecialRequestId) =>
      httpClient(`${apiUrl}/api/cl_dispatch/dispatch/listCompanySpecialRequestFile`, {
        query: { companySpecialRequestId },
      }),
    getSubUsers: () => httpClient(`${apiUrl}/api/cl-order/task/getsubUser`),
    dispatchToSubUser: (id, subDesignerId) =>
      post(`${base}/my/setSubDesigner`, { id, subDesignerId }),
    dispatchToPool: (id) => httpClient(`${base}/my/subResourcePool`, { query: { id } }),
    withdrawDispatch: (id) => httpClient(`${base}/my/cancalResourcePool`, { query: { id } }),
    receiveSubTask: (id) => post(`${base}/subReceiving`, { id }),
    inspectTask: (id, action, reasons = []) =>
      httpClient(`${base}/qc/${action}`, {
        method: 'POST',
        query: { id, reasons: reasons.join('\n') || undefined },
      }),
    inspectTaskWithReasons: (id, action, reasons) =>
      httpClient(`${base}/qc/${action}`, { method: 'POST', query: { id }, body: { reasons } }),
  };
}
