import { Card, CardContent, Stack, Typography } from '@mui/material';
import { DataTable, List, NumberField, SelectInput, TextField, useTranslate } from 'react-admin';
import { WITHDRAWAL_STATUS_CHOICES, WithdrawalStatusField } from '../withdrawals/withdrawalStatus';
import { ServerDateField } from '../../../src/components/ServerDateField';
import { useFormatters } from '../../../src/components/useFormatters';
import { useNotifyError } from '../../../src/components/useNotifyError';
import { NewWithdrawalForm } from './NewWithdrawalForm';
import { useBalance } from './useBalance';

/** Balance, a new withdrawal and the list of withdrawals (SPEC §3 Withdrawal). */
export function WithdrawalTab() {
  const translate = useTranslate();
  const { money } = useFormatters();
  const { data: balance, error } = useBalance();
  useNotifyError(error);
  const currency = balance?.currency ?? 'RMB';
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['available', 'onTheWay', 'depositHeld'] as const).map((key) => (
          <Card key={key} variant="outlined" sx={{ flex: 1 }}>
            <CardContent>
              <Typography color="text.secondary">
                {translate(`app.money.balance.${key}`)}
              </Typography>
              <Typography variant="h5" data-testid={`balance-${key}`}>
                {balance ? money(balance[key], currency) : ''}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      {balance && <NewWithdrawalForm balance={balance} />}
      <List
        resource="withdrawals"
        title={false}
        filters={[
          <SelectInput key="status" source="status" choices={WITHDRAWAL_STATUS_CHOICES} alwaysOn />,
        ]}
        exporter={false}
        actions={false}
        disableSyncWithLocation
      >
        <DataTable bulkActionButtons={false} rowClick={false} data-testid="withdrawal-list">
          <DataTable.Col source="createTime" disableSort>
            <ServerDateField source="createTime" withTime />
          </DataTable.Col>
          <DataTable.Col source="bankAccount" disableSort>
            <TextField source="bankAccount" />
          </DataTable.Col>
          <DataTable.Col source="withdrawalNo" disableSort>
            <TextField source="withdrawalNo" />
          </DataTable.Col>
          <DataTable.Col source="amount" disableSort>
            <NumberField source="amount" options={{ style: 'currency', currency: iso(currency) }} />
          </DataTable.Col>
          <DataTable.Col source="tax" disableSort>
            <NumberField source="tax" options={{ style: 'currency', currency: iso(currency) }} />
          </DataTable.Col>
          <DataTable.Col source="receipt" disableSort>
            <NumberField
              source="receipt"
              options={{ style: 'currency', currency: iso(currency) }}
            />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <WithdrawalStatusField />
          </DataTable.Col>
          <DataTable.Col source="reason" disableSort>
            <TextField source="reason" />
          </DataTable.Col>
        </DataTable>
      </List>
    </Stack>
  );
}

function iso(currency: 'RMB' | 'USD') {
  return currency === 'USD' ? 'USD' : 'CNY';
}
