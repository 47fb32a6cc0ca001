import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { TASK_STATUSES } from '../../src/domain/taskStates';

interface Draft {
  productName: string;
  material: string;
  customerCode: string;
  from: string;
  to: string;
  isRework: string;
  status: string;
}

const EMPTY: Draft = {
  productName: '',
  material: '',
  customerCode: '',
  from: '',
  to: '',
  isRework: '',
  status: '',
};

/** The order filters (product, material, customer code, dates, rework; status on request). */
export function TaskFilterBar({ withStatus = false }: { withStatus?: boolean }) {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  const [draft, setDraft] = useState(EMPTY);
  const apply = (next: Draft) => {
    const filters: Record<string, string> = {
      productName: next.productName.trim(),
      material: next.material.trim(),
      customerCode: next.customerCode.trim(),
      createTime_datege: next.from,
      // The "to" day is included: the server's _datelt is exclusive.
      createTime_datelt: next.to ? dayAfter(next.to) : '',
      isRework: next.isRework,
      status: next.status,
    };
    setFilters(Object.fromEntries(Object.entries(filters).filter(([, value]) => value)), {});
  };
  const field = (name: keyof Draft, labelKey: string, type = 'text') => (
    <TextField
      id={`filter-${name}`}
      size="small"
      fullWidth={false}
      sx={{ width: 180 }}
      type={type}
      label={translate(labelKey)}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
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
      {field('from', 'app.orders.filters.date_from', 'date')}
      {field('to', 'app.orders.filters.date_to', 'date')}
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
        onClick={() => {
          setDraft(EMPTY);
          apply(EMPTY);
        }}
      >
        {translate('app.orders.filters.reset')}
      </Button>
    </Stack>
  );
}

function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
