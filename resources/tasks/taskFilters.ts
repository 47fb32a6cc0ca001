/** What the filter bar's fields hold (dates as yyyy-MM-dd, "to" inclusive). */
export interface TaskFilterDraft {
  productName: string;
  material: string;
  customerCode: string;
  from: string;
  to: string;
  isRework: string;
  status: string;
}

export const EMPTY_DRAFT: TaskFilterDraft = {
  productName: '',
  material: '',
  customerCode: '',
  from: '',
  to: '',
  isRework: '',
  status: '',
};

/** The list filters for a draft; blank fields are left out. */
export function filtersOf(draft: TaskFilterDraft): Record<string, string> {
  const filters: Record<string, string> = {
    productName: draft.productName.trim(),
    material: draft.material.trim(),
    customerCode: draft.customerCode.trim(),
    createTime_datege: draft.from,
    // The "to" day is included: the server's _datelt is exclusive.
    createTime_datelt: draft.to ? shiftDay(draft.to, 1) : '',
    isRework: draft.isRework,
    status: draft.status,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
}

/** The draft the fields show for the filters the list keeps (store or URL). */
export function draftOf(filters: Record<string, unknown> | undefined): TaskFilterDraft {
  const text = (key: string) => {
    const value = filters?.[key];
    return typeof value === 'string' ? value : '';
  };
  const before = text('createTime_datelt');
  return {
    productName: text('productName'),
    material: text('material'),
    customerCode: text('customerCode'),
    from: text('createTime_datege'),
    to: /^\d{4}-\d{2}-\d{2}$/.test(before) ? shiftDay(before, -1) : '',
    isRework: text('isRework'),
    status: text('status'),
  };
}

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
