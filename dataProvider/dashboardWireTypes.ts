import type { components } from './generated/openapi';

/** Wire shapes of the dashboard, points and notices, generated from docs/api/openapi.yaml. */
type Schemas = components['schemas'];

/** GET /api/os/points/summary (docs/CONTRACT.md, "Points and levels"). */
export type PointsSummary = Schemas['PointsSummary'];
/** A row of GET /api/os/points/ledger/page. */
export type PointsLedgerEntry = Schemas['PointsLedgerEntry'];
/** GET /api/os/dashboard/stats: the designer's figures for the dashboard. */
export type DashboardStats = Schemas['DashboardStats'];
/** A row of GET /api/os/notice/page: a platform notice in the caller's language. */
export type Notice = Schemas['Notice'];
/** GET /api/os/practice/list: a practice case to open in the 3D viewer. */
export type PracticeCase = Schemas['PracticeCase'];
/** The staff desk's queues (GET /api/os/dashboard/staffQueues). */
export type StaffQueueName = Schemas['StaffQueueName'];
export type StaffQueue = Schemas['StaffQueue'];
