import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { DateFilterField } from '../../src/components/dates/DateFilterField';
import { TASK_STATUSES } from '../../src/domain/taskStates';
import { EMPTY_DRAFT, draftOf, filtersOf } from './taskFilters';
import type { TaskFilterDraft } from './taskFilters';

/** The order filters (product, material, customer code, dates, rework; status on request). */
export function TaskFilterBar({ withStatus = false }: { withStatus?: boolean }) {
  const translate = useTranslate();
  const { setFilters, filterValues } = useListContext();
  const [draft, setDraft] = useState(() => draftOf(filterValues));
  const apply = (next: TaskFilterDraft) => setFilters(filtersOf(next), {});
  const field = (name: keyof TaskFilterDraft, labelKey: string) => (
    <TextField
      id={`filter-${name}`}
      size="small"
      fullWidth={false}
      sx={{ width: 180 }}
      label={translate(labelKey)}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
    />
  );
  const dateField = (name: 'from' | 'to', labelKey: string) => (
    <DateFilterField
      id={`filter-${name}`}
      label={translate(labelKey)}
      value={draft[name]}
      onChange={(day) => setDraft((current) => ({ ...current, [name]: day }))}
    />
  );
  return (
    <Stack
      direction="row"
      useFlexGap
      flexWrap="wrap"
      spacing={1}
      alignItems="center"
      sx={{ my: 2 }}
    >
      {field('productName', 'app.orders.filters.product')}
      {field('material', 'app.orders.filters.material')}
      {field('customerCode', 'app.orders.filters.customer_code')}
      {dateField('from', 'app.orders.filters.date_from')}
      {dateField('to', 'app.orders.filters.date_to')}
      <TextField
        id="filter-isRework"
        select
        size="small"
        fullWidth={false}
        sx={{ width: 140 }}
        label={translate('app.orders.filters.rework')}
        value={draft.isRework}
        onChange={(event) => setDraft({ ...draft, isRework: event.target.value })}
      >
        <MenuItem value="">{translate('app.orders.filters.all')}</MenuItem>
        <MenuItem value="1">{translate('app.orders.yes')}</MenuItem>
        <MenuItem value="0">{translate('app.orders.no')}</MenuItem>
      </TextField>
      {withStatus && (
        <TextField
          id="filter-status"
          select
          size="small"
          fullWidth={false}
          sx={{ width: 180 }}
          label={translate('app.orders.filters.status')}
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value })}
        >
          <MenuItem value="">{translate('app.orders.filters.all')}</MenuItem>
          {TASK_STATUSES.filter((status) => status !== '0').map((status) => (
            <MenuItem key={status} value={status}>
              {translate(`app.orders.status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button variant="contained" onClick={() => apply(draft)} data-testid="filter-search">
        {translate('app.orders.filters.search')}
      </Button>
      <Button
        data-testid="filter-reset"
        onClick={() => {
          setDraft(EMPTY_DRAFT);
          apply(EMPTY_DRAFT);
        }}
      >
        {translate('app.orders.filters.reset')}
      </Button>
    </Stack>
  );
}
