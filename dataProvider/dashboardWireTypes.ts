import type { DesignerLevel } from '../src/domain/levels';
import type { PointsRule, ReworkVerdict } from '../src/domain/points';
import type { TaskStatus } from '../src/domain/taskStates';

/** GET /api/os/points/summary (docs/CONTRACT.md, "Points and levels"). */
export interface PointsSummary {
  userId: string;
  points: number;
  level: DesignerLevel;
  maxInProgress: number;
  inProgress: number;
  /** "" at the top level. */
  nextLevel: DesignerLevel | '';
  pointsToNextLevel: number;
  runDays: number;
  earnedThisMonth: number;
  monthlyCap: number;
  /** On-time days that reach the next level (0 at the top, -1 if not within two months). */
  daysToNextLevel: number;
  levels: { level: DesignerLevel; minPoints: number; maxInProgress: number }[];
}

/** A row of GET /api/os/points/ledger/page. */
export interface PointsLedgerEntry {
  id: string;
  date: string;
  rule: PointsRule;
  amount: number;
  /** The award before the monthly cap; equals amount when not cut. */
  uncapped: number;
  taskId: string;
  orderNo: string;
  reason: string;
  /** Rework lines: the verdict that sent the order back ('' for other rules). */
  verdict: ReworkVerdict | '';
}

/** GET /api/os/dashboard/stats: the designer's figures for the dashboard. */
export interface DashboardStats {
  /** yyyy-MM of the server's today. */
  month: string;
  ordersByState: Record<TaskStatus, number>;
  /** 0-1, or -1 with nothing to measure. */
  onTimeRate: number;
  firstPassRate: number;
  /** This month, in fen. */
  income: { gross: number; tax: number; net: number };
  /** The last 12 months, oldest first, gross in fen. */
  incomeByMonth: { month: string; gross: number }[];
  /** The last 12 weeks (Monday, yyyy-MM-dd), oldest first: orders submitted. */
  ordersByWeek: { week: string; count: number }[];
  /** The caller's place in the last closed month's earnings ranking (gap in yuan), or null. */
  ranking: { month: string; rank: number; of: number; gapToNext: number } | null;
}

/** A row of GET /api/os/notice/page: a platform notice in the caller's language. */
export interface Notice {
  id: string;
  title: string;
  /** HTML (sanitized when shown). */
  content: string;
  publishTime: string;
  read: boolean;
}

/** GET /api/os/practice/list: a practice case to open in the 3D viewer. */
export interface PracticeCase {
  id: string;
  dentureType: string;
  title: string;
  files: { fileName: string; link: string }[];
}

/** The staff desk's queues (GET /api/os/dashboard/staffQueues). */
export type StaffQueueName =
  | 'qc'
  | 'certifications'
  | 'contracts'
  | 'withdrawals'
  | 'tickets'
  /** The administrator's only: third-party registrations awaiting approval. */
  | 'registrations';

export interface StaffQueue {
  name: StaffQueueName;
  count: number;
  /** When the oldest waiting item entered the queue; "" when the queue is empty. */
  oldestTime: string;
  oldestAgeMinutes: number;
}
