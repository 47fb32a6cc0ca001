/**
 * The design order's life (SPEC §4 Task), one rule for the portal and the fake API:
 * pool -grab-> in the design -submit-> awaiting QC -pass-> inspected
 *                                     awaiting QC -fail-> unqualified -return-> quality return
 * quality return -rework-> rework -submit-> awaiting QC; in the design -cancel-> pool.
 */
export type TaskStatus = '0' | '1' | '2' | '3' | '4' | '5' | '6';

export const TASK_STATUS = {
  pool: '0',
  inDesign: '1',
  awaitingQc: '2',
  inspected: '3',
  unqualified: '4',
  qualityReturn: '5',
  rework: '6',
} as const satisfies Record<string, TaskStatus>;

export const TASK_STATUSES: readonly TaskStatus[] = ['0', '1', '2', '3', '4', '5', '6'];

export type TaskAction = 'grab' | 'cancel' | 'submit' | 'rework' | 'pass' | 'fail' | 'return';

/** Who may take a move: the designer holding the order, or staff (customer service, admin). */
export type TaskActor = 'designer' | 'inspector';

interface Transition {
  actor: TaskActor;
  from: readonly TaskStatus[];
  to: TaskStatus;
}

export const TRANSITIONS: Readonly<Record<TaskAction, Transition>> = {
  grab: { actor: 'designer', from: ['0'], to: '1' },
  cancel: { actor: 'designer', from: ['1'], to: '0' },
  submit: { actor: 'designer', from: ['1', '6'], to: '2' },
  rework: { actor: 'designer', from: ['5'], to: '6' },
  pass: { actor: 'inspector', from: ['2'], to: '3' },
  fail: { actor: 'inspector', from: ['2'], to: '4' },
  return: { actor: 'inspector', from: ['2', '4'], to: '5' },
};

/** The status after `action`, or undefined when the move is illegal from `status`. */
export function nextStatus(action: TaskAction, status: TaskStatus): TaskStatus | undefined {
  const transition = TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : undefined;
}

export function canTake(action: TaskAction, status: TaskStatus): boolean {
  return nextStatus(action, status) !== undefined;
}

/** The moves `actor` may take from `status`, in table order. */
export function actionsFor(status: TaskStatus, actor: TaskActor): TaskAction[] {
  return (Object.keys(TRANSITIONS) as TaskAction[]).filter(
    (action) => TRANSITIONS[action].actor === actor && canTake(action, status),
  );
}

/** Failing or returning an order marks it as rework for good (the rework flag of SPEC §3). */
export function marksRework(action: TaskAction): boolean {
  return action === 'fail' || action === 'return';
}

/** The workbench tabs (SPEC §2: grab, in progress, quality inspection, history). */
export type WorkbenchTab = 'grab' | 'progress' | 'inspection' | 'history';

export const WORKBENCH_TABS: readonly WorkbenchTab[] = [
  'grab',
  'progress',
  'inspection',
  'history',
];

export const TAB_STATUSES: Readonly<Record<WorkbenchTab, readonly TaskStatus[]>> = {
  grab: ['0'],
  progress: ['1', '5', '6'],
  inspection: ['2', '4'],
  history: ['3'],
};

export function tabOf(status: TaskStatus): WorkbenchTab {
  return WORKBENCH_TABS.find((tab) => TAB_STATUSES[tab].includes(status)) ?? 'history';
}

/** States in which an order takes files (added or removed): "1" in the design, "6" rework. */
export const FILE_STATES: readonly TaskStatus[] = ['1', '6'];

export function acceptsFiles(status: string): boolean {
  return (FILE_STATES as readonly string[]).includes(status);
}

interface HeldTask {
  designerId: string;
  subDesignerId: string;
  subReceiveTime: string;
}

/** The main account holds the order; a sub-account works on it once it took it. */
export function holdsTask(userId: string | undefined, task: HeldTask): boolean {
  if (userId === undefined || userId === '') return false;
  if (task.designerId === userId) return true;
  return task.subDesignerId === userId && task.subReceiveTime !== '';
}

/** Who reads an order's uploaded files: its holder, and staff (QC reads the whole case). */
export function readsUploadedFiles(
  userId: string | undefined,
  staff: boolean,
  task: HeldTask,
): boolean {
  return staff || holdsTask(userId, task);
}

/**
 * States in which the designer has QC's reasons to act on: unqualified (a return will follow),
 * quality return and rework. A passed order, or one back in inspection, is not "in rework" any
 * more (issue 21: a passed order kept "该订单为返工单…").
 */
export const REWORK_STATES: readonly TaskStatus[] = ['4', '5', '6'];

export function awaitsRework(status: string): boolean {
  return (REWORK_STATES as readonly string[]).includes(status);
}

const HOUR_MS = 3_600_000;

/**
 * When a design cycle started at `startMs` is due: the grab starts the first, and taking a returned
 * order into rework starts a new one (the contract's rework clause: "a new design cycle").
 */
export function cycleDeadlineMs(startMs: number, designCycleHours: number): number {
  return startMs + designCycleHours * HOUR_MS;
}
