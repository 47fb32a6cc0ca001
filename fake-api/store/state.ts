import type {
  CadVersion,
  CaseFile,
  Deduction,
  DesignTask,
  SpecialRequest,
  SpecialRequestFile,
  TaskFile,
  TaskGroup,
  UserDetail,
} from '../../dataProvider/wireTypes';
import type { TicketAttachment } from '../../dataProvider/ticketWireTypes';
import type { CertificationAttempt, ContractView } from '../../dataProvider/onboardingWireTypes';
import type { TicketStatus } from '../../src/domain/tickets';
import type { NotificationEvent } from '../../dataProvider/notificationWireTypes';
import type { ThreadEntry } from '../../dataProvider/threadWireTypes';
import type {
  BillRecord,
  MonthCloseRecord,
  MoneySettings,
  PriceChangeRecord,
  PriceEntryRecord,
  WithdrawalRecord,
} from '../money/moneyTypes';

/** The fake BladeX database: what json-server's lowdb holds and what the data file stores. */
import type { Language } from '../../i18n/languages';

export type { Language };
export type Localized = Record<Language, string>;

export type RoleAlias = 'designer' | 'customer_service' | 'administrator';

/** Which menus and buttons a user gets; derived from role and account links. */
export type Audience = 'designer' | 'mainAccount' | 'subAccount' | 'company' | 'staff';

/** The wire shapes are the client's (one definition of the contract). */
export type Certification = UserDetail['certifications'][number];
export type Payment = UserDetail['payment'];

export interface UserRecord {
  id: string;
  tenantId: string;
  account: string;
  /** md5 hex of the plain password, as the client sends it. */
  password: string;
  weakPassword: boolean;
  name: string;
  realName: string;
  avatar: string;
  phone: string;
  email: string;
  roleId: string;
  roleAlias: RoleAlias;
  deptId: string;
  postId: string;
  /** "1" active, "0" awaiting approval, "2" registration rejected (reason in rejectReason). */
  status: '0' | '1' | '2';
  rejectReason?: string;
  isCompanyMember: '0' | '1';
  level: 'A' | 'B' | 'C' | 'D';
  /** Derived: pointsOpening plus the ledger of pointsEvents (fake-api/points). */
  points: number;
  /** Points carried from before the recorded events (absent: 0). */
  pointsOpening?: number;
  contractStatus: '0' | '1' | '2';
  trackNum: string;
  mainAccountId: string;
  invitedBy: string;
  certifications: Certification[];
  payment: Payment;
  /** Basic information of the personal centre (absent until first saved). */
  profile?: UserProfile;
  createTime: string;
  /** "" until the first login. */
  lastLoginTime: string;
}

export type UserProfile = UserDetail['profile'];

export interface TenantRecord {
  id: string;
  tenantId: string;
  tenantName: string;
}

export interface RoleRecord {
  id: string;
  roleName: string;
  roleAlias: RoleAlias;
}

/** A menu (category 1) or a button (category 2); parentId "0" at the roots. */
export interface MenuRecord {
  id: string;
  parentId: string;
  code: string;
  name: Localized;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: 1 | 2;
  action: number;
  isOpen: 1 | 2;
  roles?: RoleAlias[];
  audiences: Audience[];
}

export interface DictRecord {
  id: string;
  tenantId: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: Localized;
  sort: number;
  remark: string;
}

export interface SocialIdentityRecord {
  id: string;
  /** The id the portal sees as oauth_id / oauthId. */
  oauthId: string;
  source: string;
  uuid: string;
  username: string;
  /** "" while no account is bound. */
  userId: string;
  createTime: string;
}

export interface TokenRecord {
  id: string;
  accessToken: string;
  refreshToken: string;
  userId: string;
  oauthId: string;
  language: Language;
  /**
   * The sign-in this pair descends from (by refresh): logout, a password change and a reset
   * end every pair of a family at once. Absent in data files written before families existed.
   */
  familyId?: string;
  /** When that sign-in happened: no refresh reaches past it plus the session limit. */
  signedInAt?: number;
  accessExpiresAt: number;
  refreshExpiresAt: number;
  /** Logout: both tokens dead. */
  revoked: boolean;
  /** Used by a refresh grant; the access token stays valid until it expires. */
  refreshRevoked: boolean;
  createTime: string;
}

/** A client's local error log entry as uploaded (docs/CONTRACT.md, "Error log"). */
export interface ErrorLogRecord {
  id: string;
  tenantId: string;
  userId: string;
  account: string;
  type: string;
  message: string;
  stack: string;
  info: string;
  url: string;
  /** When the error happened, as the client wrote it. */
  time: string;
  /** When the server received it. */
  createTime: string;
}

export interface FakeState {
  tenants: TenantRecord[];
  roles: RoleRecord[];
  users: UserRecord[];
  menus: MenuRecord[];
  buttons: MenuRecord[];
  dictionaries: DictRecord[];
  socialIdentities: SocialIdentityRecord[];
  tokens: TokenRecord[];
  /** Messages to users' addresses (absent in older data files). */
  outbox?: OutboxRecord[];
  /** Absent in data files written before the error log existed. */
  errorLogs?: ErrorLogRecord[];
  /** Design orders and what hangs on them (absent in older data files). */
  designTasks?: DesignTask[];
  /** Files registered with a task (CAD design, models); the upload feature adds them. */
  taskFiles?: TaskFile[];
  caseFiles?: CaseFile[];
  cadVersions?: CadVersion[];
  /** Keyed by the customer code of the tasks they apply to. */
  specialRequests?: SpecialRequest[];
  specialRequestFiles?: SpecialRequestFile[];
  taskGroupReads?: GroupReadRecord[];
  deductions?: DeductionRecord[];
  /** The customer-service question bank (absent in older data files, like the two below). */
  questions?: QuestionRecord[];
  tickets?: TicketRecord[];
  ticketReplies?: TicketReplyRecord[];
  /** What moves designers' points (src/domain/points.ts computes the ledger from them). */
  pointsEvents?: PointsEventRecord[];
  /** Qualification attempts and contracts (docs/CONTRACT.md, "Onboarding"). */
  certificationAttempts?: CertificationAttempt[];
  contracts?: ContractRecord[];
  /** Platform notices (/info/index) and who read which. */
  notices?: NoticeRecord[];
  noticeReads?: { id: string; userId: string; noticeId: string; readTime: string }[];
  /** Money (issue 12; absent in older data files). */
  bills?: BillRecord[];
  /** Months closed by an administrator, with when (the month rule, docs/CONTRACT.md). */
  monthCloses?: MonthCloseRecord[];
  /** Orders staff voided (the customer withdrew them): never paid, listed unpaid on the bill. */
  voidedTaskIds?: string[];
  withdrawals?: WithdrawalRecord[];
  moneySettings?: MoneySettings;
  /** The price list (docs/CONTRACT.md, "Price list") and every change of it, oldest first. */
  priceList?: PriceEntryRecord[];
  priceChanges?: PriceChangeRecord[];
  /** The notification centre's event log, oldest first (fake-api/notifications/events.ts). */
  notifications?: NotificationEvent[];
  /** Events not yet visible (a new pool order's alerts, spread over a window), due first. */
  pendingNotifications?: PendingNotification[];
  /** History of changes users made to their own account (absent in older data files). */
  accountChanges?: AccountChangeRecord[];
  /** Order threads (fake-api/orders/thread.ts): entries, and each participant's last read. */
  threadEntries?: ThreadEntryRecord[];
  threadReads?: ThreadReadRecord[];
  /** The object keys the server issued, to whom (fake-api/storage/objectGrants.ts). */
  objectGrants?: ObjectGrant[];
}

/**
 * An object key the server issued: put-file stored the bytes itself (size and SHA-256 computed
 * then); FrontEndAS handed keys that write `keyStem` plus an extension, for one user and task.
 */
export interface ObjectGrant {
  keyStem: string;
  userId: string;
  /** The task FrontEndAS was asked for (absent: the onboarding test design). */
  taskId?: string;
  source: 'upload' | 'put-file';
  size?: number;
  sha256?: string;
  createTime: string;
}

/** An entry of an order's thread as stored: the wire entry without the reader's own fields. */
export type ThreadEntryRecord = Omit<ThreadEntry, 'authorName' | 'unread'>;

export interface ThreadReadRecord {
  taskId: string;
  userId: string;
  /** The newest entry the participant has seen. */
  seq: number;
}

export type AccountChangeKind = 'info' | 'avatar' | 'phone' | 'email' | 'password' | 'payment';

/** A message the emulator would have sent (it sends none): what a test checks was told. */
export interface OutboxRecord {
  id: string;
  to: string;
  userId: string;
  kind: 'emailChanged';
  params: Record<string, string>;
  time: string;
}

export interface AccountChangeRecord {
  id: string;
  userId: string;
  kind: AccountChangeKind;
  time: string;
}

export interface NoticeRecord {
  id: string;
  title: Localized;
  /** HTML, served as written (the portal sanitizes it). */
  content: Localized;
  publishTime: string;
}

/** A designer's contract as the server keeps it; the status mirrors UserRecord.contractStatus. */
export type ContractRecord = Omit<ContractView, 'html' | 'signingMode' | 'account' | 'document'>;

/** onTime: a delivery before its deadline that day; rework: an order sent back by QC;
 * selfRefund: an order the designer returned; adjustment: staff, with amount and reason. */
export interface PointsEventRecord {
  id: string;
  userId: string;
  kind: 'onTime' | 'rework' | 'selfRefund' | 'adjustment';
  /** yyyy-MM-dd, server time */
  date: string;
  taskId: string;
  amount: number;
  reason: string;
  operatorId: string;
  createTime: string;
  /** Rework events: the verdict, the CAD version it judged, whether a case flag excused it. */
  verdict?: 'fail' | 'return';
  round?: number;
  excused?: boolean;
}

/** When a user last opened a workbench group (PUT /my/readGroup/{id}). */
export interface GroupReadRecord {
  id: string;
  userId: string;
  groupId: TaskGroup['id'];
  readTime: string;
}

export interface DeductionRecord extends Deduction {
  userId: string;
}

export interface QuestionRecord {
  id: string;
  questionTitle: string;
  /** HTML, stored and served as written. */
  answerContext: string;
  sort: number;
  /** The entry's language and the words people also type for it (absent in older data files). */
  language?: Language;
  keywords?: string;
  /** Shared by one question's three languages. */
  group?: string;
}

/** A work order; `seq` orders every ticket message (creation and replies) for refreshCount. */
export interface TicketRecord {
  id: string;
  tenantId: string;
  userId: string;
  subject: string;
  content: string;
  problemCategory: string;
  attachList: TicketAttachment[];
  status: TicketStatus;
  /** The author has read the last customer-service reply. */
  ownerRead: boolean;
  /** Customer service has read the last message of the author. */
  staffRead: boolean;
  seq: number;
  createTime: string;
  updateTime: string;
  /** The bill a dispute opened this work order about (absent for other work orders). */
  billId?: string;
  /** `yyyy-MM`: that bill's month. */
  billName?: string;
}

export interface TicketReplyRecord {
  id: string;
  ticketId: string;
  userId: string;
  fromStaff: boolean;
  content: string;
  attachList: TicketAttachment[];
  seq: number;
  createTime: string;
}

/** An event waiting for its moment: it joins the log, stamped then, at `visibleAt` (epoch ms). */
export interface PendingNotification {
  visibleAt: number;
  event: NotificationEvent;
}
