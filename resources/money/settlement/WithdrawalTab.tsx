import { Card, CardContent, Stack, Typography } from '@mui/material';
import { DataTable, List, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';
import { MoneyField } from '../../../src/components/MoneyField';
import { ServerDateField } from '../../../src/components/ServerDateField';
import { WithdrawalStatusField } from '../withdrawals/withdrawalStatus';
import { withdrawalColumns } from '../withdrawals/withdrawalColumns';
import { WITHDRAWAL_STATUS_CHOICES } from '../withdrawals/withdrawalStatus';
import { useFormatters } from '../../../src/format/useFormatters';
import { useNotifyError } from '../../../src/notify/useNotifyError';
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
        <PhoneOrTable
          phone={
            <SimpleList
              rowClick={false}
              primaryText={<MoneyField source="amount" />}
              secondaryText={
                <>
                  <ServerDateField source="createTime" withTime />{' '}
                  <TextField source="withdrawalNo" />
                </>
              }
              tertiaryText={<WithdrawalStatusField />}
              data-testid="withdrawal-list"
            />
          }
        >
          <DataTable bulkActionButtons={false} rowClick={false} data-testid="withdrawal-list">
            {withdrawalColumns([
              'createTime',
              'bankAccount',
              'withdrawalNo',
              'amount',
              'tax',
              'receipt',
              'status',
              'paymentReference',
              'paidTime',
              'reason',
            ])}
          </DataTable>
        </PhoneOrTable>
      </List>
    </Stack>
  );
}
