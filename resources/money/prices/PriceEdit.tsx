import { Stack } from '@mui/material';
import {
  Edit,
  NumberInput,
  SimpleForm,
  Toolbar,
  required,
  useNotify,
  useRecordContext,
} from 'react-admin';
import type { UnitPriceDetail } from '../../../dataProvider/moneyWireTypes';
import { PageFrame } from '../../../src/components/PageFrame';
import { parseYuan } from '../../../src/domain/money';
import { STAFF_ROLES } from '../../../src/domain/roles';
import { RequireRole } from '../../../src/layout/RequireRole';
import { LevelField, ProductField } from './priceFields';
import { PriceHistory } from './PriceHistory';
import { validUnitPrice } from './validUnitPrice';
import { isLargePriceChange } from '../../../src/domain/staffChanges';
import { ConfirmLargeSaveButton } from '../../../src/forms/ConfirmLargeSaveButton';
import { useFormatters } from '../../../src/format/useFormatters';
import { KEEP_TYPED } from '../../../src/forms/keepTyped';

/** The server keeps fen: the yuan typed (validated to 2 decimals) goes as whole fen. */
const toSubmit = (data: UnitPriceDetail) => ({
  id: data.id,
  unitPriceFen: parseYuan(data.unitPrice),
});

/** Staff: one price of the list, changed in yuan; below it every change so far. */
export function PriceEdit() {
  const notify = useNotify();
  return (
    <RequireRole roles={STAFF_ROLES}>
      <PageFrame titleKey="app.money.prices.edit">
        <Edit
          resource="prices"
          title="app.money.prices.edit"
          mutationMode="pessimistic"
          redirect={false}
          transform={toSubmit}
          mutationOptions={{ onSuccess: () => notify('app.money.prices.saved') }}
          actions={false}
        >
          <SimpleForm data-testid="price-form" toolbar={<SaveOnly />} resetOptions={KEEP_TYPED}>
            <Stack direction="row" spacing={2}>
              <ProductField />
              <LevelField />
            </Stack>
            {/* No min/step: the browser's own check would speak its language, not the user's. */}
            <NumberInput
              source="unitPrice"
              label="app.money.prices.unitPrice"
              validate={[required(), validUnitPrice]}
            />
            <PriceHistory />
          </SimpleForm>
        </Edit>
      </PageFrame>
    </RequireRole>
  );
}

/**
 * A price is changed, never removed: the form has no delete button. Setting it to 0, or moving
 * it by half or more, is confirmed first: every grab after it is paid at the new price.
 */
function SaveOnly() {
  const record = useRecordContext<UnitPriceDetail>();
  const { moneyFen } = useFormatters();
  return (
    <Toolbar>
      <ConfirmLargeSaveButton
        largeChange={(values) => {
          const newFen = parseYuan(Number(values.unitPrice));
          if (!record || newFen === undefined || validUnitPrice(values.unitPrice)) return undefined;
          if (!isLargePriceChange(record.unitPriceFen, newFen)) return undefined;
          return {
            title: 'app.money.prices.confirm_title',
            content: 'app.money.prices.confirm_content',
            options: { old: moneyFen(record.unitPriceFen, 'RMB'), new: moneyFen(newFen, 'RMB') },
          };
        }}
      />
    </Toolbar>
  );
}
