import { SelectInput, TextInput } from 'react-admin';
import { DateFilterInput } from '../../../src/components/dates/DateFilterInput';
import type { FilterElement } from '../../../src/lists/usePhoneFilters';
import { TASK_STATUSES } from '../../../src/domain/taskStates';

const YES_NO = [
  { id: '1', name: 'app.orders.yes' },
  { id: '0', name: 'app.orders.no' },
];
const STATUS_CHOICES = TASK_STATUSES.filter((status) => status !== '0').map((status) => ({
  id: status,
  name: `app.orders.status.${status}`,
}));

/**
 * The order filters as react-admin inputs (the list's `filters=`): customer code, the order
 * days (both included: the data provider turns `createTime_from`/`_to` into Blade's
 * `_datege`/`_datelt`), rework and, on request, status shown at once; product and material
 * behind the filter button.
 */
export function taskFilters({ withStatus = false } = {}): FilterElement[] {
  const inputs = [
    <TextInput
      key="customerCode"
      id="filter-customerCode"
      source="customerCode"
      label="app.orders.filters.customer_code"
      helperText={false}
      alwaysOn
    />,
    <DateFilterInput
      key="createTime_from"
      id="filter-from"
      source="createTime_from"
      label="app.orders.filters.date_from"
      alwaysOn
    />,
    <DateFilterInput
      key="createTime_to"
      id="filter-to"
      source="createTime_to"
      label="app.orders.filters.date_to"
      alwaysOn
    />,
    <SelectInput
      key="isRework"
      id="filter-isRework"
      source="isRework"
      label="app.orders.filters.rework"
      choices={YES_NO}
      emptyText="app.orders.filters.all"
      helperText={false}
      alwaysOn
    />,
    <TextInput
      key="productName"
      id="filter-productName"
      source="productName"
      label="app.orders.filters.product"
      helperText={false}
    />,
    <TextInput
      key="material"
      id="filter-material"
      source="material"
      label="app.orders.filters.material"
      helperText={false}
    />,
  ];
  if (!withStatus) return inputs;
  return [
    ...inputs,
    <SelectInput
      key="status"
      id="filter-status"
      source="status"
      label="app.orders.filters.status"
      choices={STATUS_CHOICES}
      emptyText="app.orders.filters.all"
      helperText={false}
      alwaysOn
    />,
  ];
}
