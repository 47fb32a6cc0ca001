import { DataTable, List, NumberField, SelectField } from 'react-admin';
import { ServerDateField } from '../../../src/components/ServerDateField';

const STATE_CHOICES = (['registered', 'qualified', 'first_order'] as const).map((id) => ({
  id,
  name: `app.profile.promotion.state.${id}`,
}));

/** The designers the user invited, with their referral figures (personal centre tab 4). */
export function InvitedUserList() {
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
      <DataTable bulkActionButtons={false} rowClick={false} data-testid="invited-users">
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="registeredAt" disableSort>
          <ServerDateField source="registeredAt" />
        </DataTable.Col>
        <DataTable.Col source="state" disableSort>
          <SelectField source="state" choices={STATE_CHOICES} />
        </DataTable.Col>
        <DataTable.NumberCol source="validOrders" disableSort />
        <DataTable.Col source="rewardFen" disableSort align="right">
          <NumberField
            source="rewardFen"
            transform={(fen: number) => fen / 100}
            options={{ style: 'currency', currency: 'CNY' }}
          />
        </DataTable.Col>
        <DataTable.Col source="windowEnd" disableSort />
      </DataTable>
    </List>
  );
}
