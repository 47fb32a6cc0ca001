import type { DesignerLevel } from '../src/domain/levels';
import type { PayBasis } from '../src/domain/pricing';
import type { QcInspection } from '../src/domain/qcReasons';
import type { BridgeConnector, ToothUnit } from '../src/domain/teeth';
import type { CaseFlag } from '../src/domain/caseFlag';
import type { DesignParameters } from '../src/domain/designParameters';
import type { CaseScanRole, DesignCheckRecord, SpaceCheck } from '../src/domain/designSpec';

/** Shapes of the BladeX answers the portal reads (docs/CONTRACT.md). */

export interface BladeEnvelope<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export interface BladePage<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** A token call's bare answer; every field may be missing (field sets drift between releases). */
export interface TokenResponse {
  access_token?: string;
  refresh_token?: string;
  token_type?: string;
  expires_in?: number;
  tenant_id?: string;
  user_id?: string;
  role_name?: string;
  account?: string;
  user_name?: string;
  nick_name?: string;
  real_name?: string;
  avatar?: string;
  oauth_id?: string;
  is_not_login?: unknown;
  userId?: string;
  oauthId?: string;
  all_user_info?: { user?: { isCompanyMember?: string } & Record<string, unknown> };
  error?: string;
  error_description?: string;
  /** Present instead of a token when the stored password is too weak. */
  '5001'?: string;
}

export interface MenuNode {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  action: number;
  isOpen: number;
  meta?: { i18n?: string; roles?: string[] };
  children?: MenuNode[];
}

export interface ButtonNode {
  code: string;
  children?: ButtonNode[];
}

export interface DictItem {
  id: string;
  tenantId: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string;
}

export interface UserDetail {
  id: string;
  account: string;
  name: string;
  realName: string;
  nickName: string;
  avatar: string;
  mobile: string;
  email: string;
  isCompanyMember: string;
  roleAlias: string;
  level: 'A' | 'B' | 'C' | 'D';
  points: number;
  /** "0" not signed, "1" signing, "2" signed. */
  contractStatus: '0' | '1' | '2';
  trackNum: string;
  mainAccountId: string;
  /** status "0" under review, "1" passed, "2" failed. */
  certifications: { dentureType: string; status: '0' | '1' | '2' }[];
  payment: {
    currency: 'RMB' | 'USD';
    country: string;
    bankName: string;
    branch: string;
    accountName: string;
    accountNumber: string;
    jointBankNumber: string;
    bankCode: string;
    bankAddress: string;
    payeeAddress: string;
    swiftCode: string;
  };
  invitedCount: number;
  /** Personal centre, basic information (issue 11). */
  profile: { country: string; timeZone: string; designSoftware: string; indications: string };
  /** The code of the designer's invite link (/register?inviteCode=...). */
  inviteCode: string;
  createTime: string;
}

/**
 * A design order (SPEC §3 Task) as GET /api/os/designTask/my/page and /{id}/detail answer it.
 * status: "0" waiting to be grabbed, "1" in the design, "2" awaiting quality inspection,
 * "3" passed (inspected), "4" unqualified, "5" quality return, "6" rework.
 * subDispatchStatus: "0" undispatched, "1" dispatched, "2" withdrawn.
 */
export interface DesignTask {
  id: string;
  orderNo: string;
  taskNo: string;
  patientName: string;
  productName: string;
  material: string;
  customerCode: string;
  unit: string;
  dentureType: string;
  /** Hours allowed from the grab (or dispatch) to the deadline. */
  designCycle: number;
  /** `yyyy-MM-dd HH:mm:ss`, "" while nobody holds the order. */
  deadline: string;
  implantBrand: string;
  interfaceSize: string;
  isMailModel: '0' | '1';
  remark: string;
  fullCrownCount: number;
  innerCrownCount: number;
  /** The crown counts the designer delivered, stored by the submit for inspection. */
  submittedFullCrownCount?: number;
  submittedInnerCrownCount?: number;
  isRework: '0' | '1';
  isGrab: '0' | '1';
  subDispatchStatus: '0' | '1' | '2';
  status: '0' | '1' | '2' | '3' | '4' | '5' | '6';
  designerId: string;
  subDesignerId: string;
  /** Reasons given by the inspector on the last failed inspection or return. */
  qcReasons: string[];
  /** The last inspection, structured (categories, severity, pins); absent before the first. */
  qcInspection?: QcInspection;
  createTime: string;
  /** Last change of any kind (grab, submit, QC, dispatch): drives the groups' unread marks. */
  updateTime: string;
  /** When a sub-account took the dispatched order; "" until then. */
  subReceiveTime: string;
  /** The price per unit (fen) fixed by the grab, from the price list at the holder's level then. */
  unitPriceFen?: number;
  priceLevel?: DesignerLevel;
  /** Answered by the reads, never stored: what the order pays (docs/CONTRACT.md, "Price list"). */
  earning?: TaskEarning;
  /** The tooth chart (issue 24, src/domain/teeth.ts); absent reads as an empty chart. */
  teeth?: ToothUnit[];
  connectors?: BridgeConnector[];
  shade?: string;
  /** Why the submitted crown counts differ from the chart's (issue 24). */
  submittedCountReason?: string;
  /** Flagged as incomplete by the holder (issue 24, "Case flag"); absent when never flagged. */
  flag?: CaseFlag;
  /**
   * What the customer asks of the design (issue 37), from their preference when the order came;
   * each unit's material is on its tooth (`teeth[].materialId`).
   */
  designParameters?: DesignParameters;
  /** The space the prep leaves for the material, measured when the case arrived (issue 37). */
  spaceCheck?: SpaceCheck;
}

/**
 * What an order pays: its own fixed price once held (`fixed`), or in the pool what it would pay
 * the calling designer now; in the holder's (or caller's) settlement currency. Amounts in fen.
 */
export interface TaskEarning {
  units: number;
  /** Paid per tooth or per appliance (src/domain/pricing.ts payBasisOf). */
  basis: PayBasis;
  unitPriceFen: number;
  totalFen: number;
  level: DesignerLevel;
  currency: 'RMB' | 'USD';
  fixed: boolean;
}

/** The upload result of SPEC §3, as the storage upload produces it and addTaskFile registers it. */
export interface UploadResult {
  domain: string;
  link: string;
  /** Object key: upload/{yyyyMMdd}/{random}.{ext} */
  name: string;
  originalName: string;
  viewStlUrl: string;
  /** Content hash (hex) computed by the client: duplicates are refused by content, not name. */
  hashValue: string;
}

/**
 * Which slot of a task a file fills. cad: the CAD design (.stl, exactly one); reticleModel: the
 * engraved-line model (.stl); toothMold, bracket: .stl/.ply/.obj; dlp: DLP model (one or two).
 * DELETE /cadFiles removes cad, /reticleModelFiles reticleModel, /integratFiles the other three.
 */
export type TaskFileType = 'cad' | 'reticleModel' | 'toothMold' | 'bracket' | 'dlp';

export interface TaskFile extends UploadResult {
  id: string;
  taskId: string;
  fileType: TaskFileType;
  fileSize: number;
  createTime: string;
}

/** A case file the customer sent with the order (scans, models): GET /{id}/files. */
export interface CaseFile {
  id: string;
  taskId: string;
  fileName: string;
  /** Absolute or same-origin path (e.g. /oss/demo/crown.stl). */
  link: string;
  /** The STL to preview, or "" when the file has none. */
  viewStlUrl: string;
  fileSize: number;
  createTime: string;
  /** The scan the design checks read this file as (issue 37); absent for the others. */
  checkRole?: CaseScanRole;
}

/** A row of the inspection queue (GET /qc/page): the task, its designer and how long it waited. */
export interface QcQueueRow extends DesignTask {
  /** When the latest CAD version was submitted. */
  submitTime: string;
  designerName: string;
  designerLevel: string;
  /** Versions failed or returned so far. */
  reworkCount: number;
  version: number;
}

/** One submitted version of a task's CAD design: GET /{id}/cadHistory, newest first. */
export interface CadVersion {
  id: string;
  taskId: string;
  version: number;
  fileName: string;
  link: string;
  viewStlUrl: string;
  /** The object key of the submitted CAD file: kept in the storage as long as the order exists. */
  objectName?: string;
  /** Object keys of every file of the delivery at the submit (issue 21: none may be deleted). */
  objectNames?: string[];
  hashValue?: string;
  fileSize?: number;
  /** The crown counts handed in with this version. */
  fullCrownCount?: number;
  innerCrownCount?: number;
  submitTime: string;
  /** "" until inspected, then "3" passed, "4" unqualified, "5" quality return. */
  qcStatus: '' | '3' | '4' | '5';
  qcReasons: string[];
  /** The inspection of this version, when it had one. */
  qcInspection?: QcInspection;
  /** The server's design checks of this version, run from the stored bytes at submit (issue 37). */
  designCheck?: DesignCheckRecord;
}

/** The customer's special request on a task: GET /{id}/special/reques. */
export interface SpecialRequest {
  id: string;
  /** Key of listCompanySpecialRequestFile. */
  companySpecialRequestId: string;
  customerCode: string;
  title: string;
  /** HTML written by the customer: sanitize before showing. */
  content: string;
  createTime: string;
}

export interface SpecialRequestFile {
  id: string;
  companySpecialRequestId: string;
  fileName: string;
  link: string;
  fileSize: number;
}

/** A workbench group (its tab): GET /my/gropus. */
export interface TaskGroup {
  id: 'grab' | 'progress' | 'inspection' | 'history';
  name: string;
  count: number;
  /** Something in the group changed since the user last opened it (PUT /my/readGroup/{id}). */
  unread: boolean;
}

/** A sub-account of the calling main account: GET /api/cl-order/task/getsubUser. */
export interface SubUser {
  id: string;
  account: string;
  name: string;
  realName: string;
}

/** A deduction from the designer's earnings: GET /api/order/companyDesigner/deduction/out/list. */
export interface Deduction {
  id: string;
  /** Key of the `deduction_reason` dictionary ('' while none applies). */
  reasonCode: string;
  /** The staff's own words, shown as typed. */
  reason: string;
  /** "1" minor, "2" serious, "3" severe. */
  problemLevel: '1' | '2' | '3';
  violationTime: string;
  createTime: string;
  amount: number;
  /** The designer's settlement currency when the deduction was made. */
  currency: 'RMB' | 'USD';
  /** "1" deducted from the settlement, "2" points deducted. */
  method: '1' | '2';
}

/** A deduction as staff list it: whose it is. */
export interface StaffDeduction extends Deduction {
  account: string;
  realName: string;
}
/**
 * GET /api/cl-order/order/FrontEndAS: temporary keys for the direct upload to S3-compatible
 * storage (docs/CONTRACT.md, "CAD upload"). `domain` is the public base URL of the bucket.
 */
export interface UploadKeys {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  bucket: string;
  region: string;
  endpoint: string;
  /** `yyyy-MM-dd HH:mm:ss` (server time) after which the keys are refused. */
  expiration: string;
  domain: string;
  /**
   * `upload/{yyyyMMdd}/{random}`: the one object these keys write is this plus the file's
   * extension (the keys write nothing else).
   */
  keyPrefix: string;
}

/** POST /api/os/designTask/{id}/addTaskFile: a completed upload registered in a slot. */
export interface AddTaskFileBody extends UploadResult {
  fileType: TaskFileType;
  fileSize: number;
}
