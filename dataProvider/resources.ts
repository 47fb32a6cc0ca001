/**
 * Where each react-admin resource lives on the Blade server. A path may hold `{id}`
 * (e.g. `/api/os/designTask/{id}/detail`); otherwise the id goes in the query (`detail?id=`).
 * An operation left out is refused by the data provider.
 */
export interface ResourceEndpoints {
  /** GET, paged: current, size, ascs/descs, filters. */
  list: string;
  /** GET ?id= */
  detail?: string;
  /** POST JSON body, for create and update. */
  submit?: string;
  /** POST ?ids=a,b */
  remove?: string;
}

/** Resource name → endpoints. Later features add their resources here. */
export const resourceEndpoints: Readonly<Record<string, ResourceEndpoints>> = {
  // Filter `tab` = grab | progress | inspection | history; without it, all of the user's own.
  tasks: {
    list: '/api/os/designTask/my/page',
    detail: '/api/os/designTask/{id}/detail',
  },
  /** What a main account dispatched to the calling sub-account and nobody took yet. */
  subTasks: {
    list: '/api/os/designTask/receiving/subPage',
    detail: '/api/os/designTask/{id}/detail',
  },
  // A designer's own; every designer's for staff (filters `account`, `month`), who also add some.
  deductions: {
    list: '/api/order/companyDesigner/deduction/out/list',
    submit: '/api/order/companyDesigner/deduction/submit',
  },
  /** Staff: orders awaiting quality inspection, oldest submission first. */
  qcQueue: {
    list: '/api/os/designTask/qc/page',
    detail: '/api/os/designTask/{id}/detail',
  },
  // myList answers by role: a designer's own work orders, or every one for customer service.
  tickets: { list: '/api/os/ticket/myList', detail: '/api/os/ticket/{id}/detail' },
  // Qualification attempts: a designer's own, every one for staff (the review queue: status=0).
  certifications: {
    list: '/api/os/certification/page',
    detail: '/api/os/certification/detail',
  },
  /** Paper contracts in signing, for the staff desk (records carry id = the designer's id). */
  contractDesk: { list: '/api/os/contract/desk/page' },
  /** Contracts signed online, newest first, each with the text signed (the staff desk's copies). */
  signedContracts: { list: '/api/os/contract/signed/page' },
  /** Third-party registrations by status (default pending), for the administrator. */
  registrations: { list: '/api/blade-user/audit/page' },
  // Filter `month` (yyyy-MM); staff may add `userId`.
  pointsLedger: { list: '/api/os/points/ledger/page' },
  /** Designers with their points, for the administrator's adjustment. */
  pointsDesigners: { list: '/api/os/points/designers/page' },
  notices: { list: '/api/os/notice/page' },
  /** Designers the caller invited (promotion record), with their referral figures. */
  invitedUsers: { list: '/api/os/user/invited/page' },
  // Money (issue 12): a designer's own, or every designer's for staff (bills: filter `account`).
  withdrawals: { list: '/api/os/withdrawal/page' },
  bills: { list: '/api/os/bill/page' },
  /** The price list (issue 24): staff read and change every price; a designer reads their level's. */
  prices: {
    list: '/api/os/price/page',
    detail: '/api/os/price/{id}/detail',
    submit: '/api/os/price/submit',
  },
};
