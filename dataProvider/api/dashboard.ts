import type {
  DashboardStats,
  PointsSummary,
  PracticeCase,
  StaffQueue,
} from '../dashboardWireTypes';
import type { HttpClient } from '../client/httpClient';

/** Points, dashboard, notices and practice calls (docs/CONTRACT.md, "Points and levels", "Dashboard"). */
export interface DashboardApi {
  /** GET /api/os/points/summary[?userId=] (another designer's: staff only) */
  getPointsSummary(userId?: string): Promise<PointsSummary>;
  /** POST /api/os/points/adjust JSON { userId, amount (integer), reason } (administrator) */
  adjustPoints(params: { userId: string; amount: number; reason: string }): Promise<PointsSummary>;
  /** GET /api/os/dashboard/stats */
  getDashboardStats(): Promise<DashboardStats>;
  /** GET /api/os/dashboard/staffQueues (staff) */
  getStaffQueues(): Promise<StaffQueue[]>;
  /** POST /api/os/notice/{id}/read */
  readNotice(id: string): Promise<void>;
  /** GET /api/os/practice/list */
  getPracticeCases(): Promise<PracticeCase[]>;
}

export function createDashboardApi(apiUrl: string, httpClient: HttpClient): DashboardApi {
  return {
    getPointsSummary: (userId) =>
      httpClient(`${apiUrl}/api/os/points/summary`, { query: userId ? { userId } : {} }),
    adjustPoints: ({ userId, amount, reason }) =>
      httpClient(`${apiUrl}/api/os/points/adjust`, {
        method: 'POST',
        body: { userId, amount, reason },
      }),
    getDashboardStats: () => httpClient(`${apiUrl}/api/os/dashboard/stats`),
    getStaffQueues: () => httpClient(`${apiUrl}/api/os/dashboard/staffQueues`),
    readNotice: async (id) => {
      await httpClient(`${apiUrl}/api/os/notice/${encodeURIComponent(id)}/read`, {
        method: 'POST',
      });
    },
    getPracticeCases: () => httpClient(`${apiUrl}/api/os/practice/list`),
  };
}
