import { DataTable, List, SelectField, SimpleList, TextField } from 'react-admin';
import { CardLines } from '../../../../src/components/CardLines';
import { PhoneOrTable } from '../../../../src/components/PhoneOrTable';
import { NumberValueField } from '../../../../src/components/NumberValueField';
import { MoneyField } from '../../../../src/components/MoneyField';
import { ServerDateField } from '../../../../src/components/ServerDateField';
import { useSettlementCurrency } from '../../../../src/session/useSettlementCurrency';

const STATE_CHOICES = (['registered', 'qualified', 'first_order'] as const).map((id) => ({
  id,
  name: `app.profile.referral_records.state.${id}`,
}));

/** The designers the user invited, with their referral figures (personal centre tab 4). */
export function InvitedUserList() {
  const currency = useSettlementCurrency();
  return (
    <List
      resource="invitedUsers"
      title={false}
      exporter={false}
      actions={false}
      disableSyncWithLocation
      perPage={10}
      empty={false}
    >
      <PhoneOrTable
        phone={
          <SimpleList
            rowClick={false}
            data-testid="invited-users"
            primaryText={<TextField source="name" />}
            secondaryText={
              <CardLines
                lines={[
                  [
                    'resources.invitedUsers.fields.state',
                    <SelectField source="state" choices={STATE_CHOICES} />,
                  ],
                  [
                    'resources.invitedUsers.fields.registeredAt',
                    <ServerDateField source="registeredAt" />,
                  ],
                  [
                    'resources.invitedUsers.fields.validOrders',
                    <NumberValueField source="validOrders" />,
                  ],
                  [
                    'resources.invitedUsers.fields.rewardFen',
                    <MoneyField source="rewardFen" unit="fen" currency={currency} />,
                  ],
                  [
                    'resources.invitedUsers.fields.windowEnd',
                    <ServerDateField source="windowEnd" />,
                  ],
                ]}
              />
            }
          />
        }
      >
        <DataTable bulkActionButtons={false} rowClick={false} data-testid="invited-users">
          <DataTable.Col source="name" disableSort />
          <DataTable.Col source="registeredAt" disableSort>
            <ServerDateField source="registeredAt" />
          </DataTable.Col>
          <DataTable.Col source="state" disableSort>
            <SelectField source="state" choices={STATE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="validOrders" disableSort align="right">
            <NumberValueField source="validOrders" />
          </DataTable.Col>
          <DataTable.Col source="rewardFen" disableSort align="right">
            <MoneyField source="rewardFen" unit="fen" currency={currency} />
          </DataTable.Col>
          <DataTable.Col source="windowEnd" disableSort>
            <ServerDateField source="windowEnd" />
          </DataTable.Col>
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
