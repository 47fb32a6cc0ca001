import type { CaseFlag } from '../src/domain/caseFlag';
import type { DesignParameters } from '../src/domain/designParameters';
import type { DesignCheckRecord, SpaceCheck } from '../src/domain/designSpec';
import type { QcInspection } from '../src/domain/qcReasons';
import type { BridgeConnector, ToothUnit } from '../src/domain/teeth';
import type { components } from './generated/openapi';

/**
 * Shapes of the BladeX answers the portal reads, generated from docs/api/openapi.yaml (npm run
 * gen:api); docs/CONTRACT.md keeps the rules around them.
 */
type Schemas = components['schemas'];

/** The envelope and the page around a schema `T` (generics, which the document cannot give). */
export type BladeEnvelope<T> = Omit<Schemas['BladeEnvelope'], 'data'> & { data: T };
export type BladePage<T> = Schemas['BladePageFields'] & { records: T[] };

/**
 * Fields whose values src/domain builds and reads (the chart, an inspection, a flag, the design
 * checks): the document describes them, the domain's types name them (tuples, unions its code
 * narrows on). The constraint fails to compile when a domain value would not fit the document.
 */
type WithDomain<
  Generated,
  Domain extends { [K in keyof Domain]: K extends keyof Generated ? Generated[K] : never },
> = Omit<Generated, keyof Domain> & Domain;

/** A token call's bare answer; every field may be missing (field sets drift between releases). */
export type TokenResponse = Schemas['TokenResponse'];
export type MenuNode = Schemas['MenuNode'];
/** GET /blade-system/menu/buttons answers menu nodes; the portal reads their codes. */
export type ButtonNode = Schemas['MenuNode'];
export type DictItem = Schemas['DictItem'];
export type UserDetail = Schemas['UserDetail'];

type ChartAndChecks = {
  teeth?: ToothUnit[];
  connectors?: BridgeConnector[];
  qcInspection?: QcInspection;
  flag?: CaseFlag;
  designParameters?: DesignParameters;
  spaceCheck?: SpaceCheck;
};

/** A design order (SPEC §3 Task), as GET /api/os/designTask/my/page and /{id}/detail answer it. */
export type DesignTask = WithDomain<Schemas['DesignTask'], ChartAndChecks>;
/** What an order pays (docs/CONTRACT.md, "Price list"); amounts in fen. */
export type TaskEarning = Schemas['TaskEarning'];
/** The upload result of SPEC §3, as the storage upload produces it and addTaskFile registers it. */
export type UploadResult = Schemas['UploadResult'];
/** Which slot of a task a file fills (cad, reticleModel, toothMold, bracket, dlp). */
export type TaskFileType = Schemas['TaskFileType'];
export type TaskFile = Schemas['TaskFile'];
/** A case file the customer sent with the order (scans, models): GET /{id}/files. */
export type CaseFile = Schemas['CaseFile'];
/** A row of the inspection queue (GET /qc/page): the task, its designer and how long it waited. */
export type QcQueueRow = WithDomain<Schemas['QcQueueRow'], ChartAndChecks>;
/** One submitted version of a task's CAD design: GET /{id}/cadHistory, newest first. */
export type CadVersion = WithDomain<
  Schemas['CadVersion'],
  { qcInspection?: QcInspection; designCheck?: DesignCheckRecord }
>;
/** The customer's special request on a task: GET /{id}/special/reques. */
export type SpecialRequest = Schemas['SpecialRequest'];
export type SpecialRequestFile = Schemas['SpecialRequestFile'];
/** A workbench group (its tab): GET /my/gropus. */
export type TaskGroup = Schemas['TaskGroup'];
/** A sub-account of the calling main account: GET /api/cl-order/task/getsubUser. */
export type SubUser = Schemas['SubUser'];
/** A deduction from the designer's earnings: GET /api/order/companyDesigner/deduction/out/list. */
export type Deduction = Schemas['Deduction'];
/** A deduction as staff list it: whose it is. */
export type StaffDeduction = Schemas['StaffDeduction'];
/** GET /api/cl-order/order/FrontEndAS: temporary keys for the direct upload (CAD upload). */
export type UploadKeys = Schemas['UploadKeys'];
/** POST /api/os/designTask/{id}/addTaskFile: a completed upload registered in a slot. */
export type AddTaskFileBody = UploadResult & Pick<TaskFile, 'fileType' | 'fileSize'>;
