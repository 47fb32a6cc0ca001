import { ChipField, FunctionField, useTranslate } from 'react-admin';
import type { Withdrawal } from '../../../dataProvider/moneyWireTypes';

/** SPEC §4: pending review, already paid, approval failed. */
export const WITHDRAWAL_STATUS_CHOICES = (['0', '1', '2'] as const).map((id) => ({
  id,
  name: `app.money.status.${id}`,
}));

/** A withdrawal's state as a chip, findable by its number (the designer's and staff lists). */
export function WithdrawalStatusField() {
  const translate = useTranslate();
  return (
    <FunctionField<Withdrawal>
      source="status"
      render={(row) => (
        <span data-testid={`withdrawal-status-${row.withdrawalNo}`}>
          <ChipField
            record={{ id: row.id, label: translate(`app.money.status.${row.status}`) }}
            source="label"
            size="small"
            color={row.status === '1' ? 'success' : row.status === '2' ? 'error' : 'default'}
          />
        </span>
      )}
    />
  );
}
