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
  users: bladeCrud('/api/blade-user'),
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
  deductions: { list: '/api/order/companyDesigner/deduction/out/list' },
  // myList answers by role: a designer's own work orders, or every one for customer service.
  tickets: { list: '/api/os/ticket/myList', detail: '/api/os/ticket/{id}/detail' },
  // Filter `month` (yyyy-MM); staff may add `userId`.
  pointsLedger: { list: '/api/os/points/ledger/page' },
  /** Designers with their points, for the administrator's adjustment. */
  pointsDesigners: { list: '/api/os/points/designers/page' },
  notices: { list: '/api/os/notice/page' },
};

/** The generic BladeX CRUD controller under one base path. */
function bladeCrud(base: string): ResourceEndpoints {
  return {
    list: `${base}/list`,
    detail: `${base}/detail`,
    submit: `${base}/submit`,
    remove: `${base}/remove`,
  };
}
