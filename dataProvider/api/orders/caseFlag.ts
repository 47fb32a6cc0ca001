import type { CaseFlag, CaseFlagAnswer, CaseFlagCode, ScanPin } from '../../../src/domain/caseFlag';
import type { HttpClient } from '../../client/httpClient';
import type { DesignTask } from '../../wireTypes';

export interface CaseFlagPayload {
  code: CaseFlagCode;
  note: string;
  pins?: ScanPin[];
}

/** An order as the flag list answers it: always with its flag. */
export type FlaggedTask = DesignTask & { flag: CaseFlag };

export interface FlaggedPage {
  records: FlaggedTask[];
  total: number;
}

/** The case-flag calls (docs/CONTRACT.md, "Case flag"). */
export interface CaseFlagApi {
  /** POST /api/os/designTask/flag: the holder flags (a pool order is grabbed and flagged) */
  flagTask(taskId: string, payload: CaseFlagPayload): Promise<DesignTask>;
  /** POST /api/os/designTask/flag/answer (staff only) */
  answerFlag(taskId: string, answer: CaseFlagAnswer, note: string): Promise<DesignTask>;
  /** GET /api/os/designTask/flag/page?open=1 (staff only): the flags waiting for an answer */
  getOpenFlags(): Promise<FlaggedPage>;
}

export function createCaseFlagApi(apiUrl: string, httpClient: HttpClient): CaseFlagApi {
  const base = `${apiUrl}/api/os/designTask/flag`;
  return {
    flagTask: (taskId, payload) =>
      httpClient(base, { method: 'POST', body: { taskId, ...payload } }),
    answerFlag: (taskId, answer, note) =>
      httpClient(`${base}/answer`, { method: 'POST', body: { taskId, answer, note } }),
    getOpenFlags: () => httpClient(`${base}/page`, { query: { open: '1', size: '100' } }),
  };
}
