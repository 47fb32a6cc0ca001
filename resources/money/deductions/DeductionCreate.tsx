import { Typography } from '@mui/material';
import {
  Create,
  DateInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useTranslate,
} from 'react-admin';
import { PageFrame } from '../../../src/components/PageFrame';
import { parseYuan } from '../../../src/domain/money';
import { STAFF_ROLES } from '../../../src/domain/roles';
import { RequireRole } from '../../../src/layout/RequireRole';
import { METHOD_CHOICES, PROBLEM_LEVEL_CHOICES } from './deductionChoices';
import { DeductionReasonInputs } from './DeductionReasonInputs';
import { OTHER_REASON } from '../../../src/domain/reasonCodes';
import { isDeductionFen, isLargeDeduction } from '../../../src/domain/staffChanges';
import { ConfirmLargeSaveButton } from '../../../src/forms/ConfirmLargeSaveButton';
import { useFormatters } from '../../../src/format/useFormatters';

const fenOf = (value: unknown) => (typeof value === 'number' ? parseYuan(value) : undefined);

/** 0.01 to 100 million, at most 2 decimals (the server counts in fen). */
const amountInFen = (value: unknown) =>
  isDeductionFen(fenOf(value)) ? undefined : 'app.money.deductions.invalidAmount';

const today = () => new Date().toISOString().slice(0, 10);

/** The wire takes the amount as a JSON integer of fen (docs/api/openapi.yaml). */
const inFen = ({ amount, ...deduction }: Record<string, unknown>) => ({
  ...deduction,
  amountFen: typeof amount === 'number' ? parseYuan(amount) : undefined,
});

/** Staff: a deduction for a designer; a settlement one lands on the bill of its month. */
export function DeductionCreate() {
  const translate = useTranslate();
  const { decimal } = useFormatters();
  return (
    <RequireRole roles={STAFF_ROLES}>
      <PageFrame titleKey="app.money.deductions.create">
        <Create
          resource="deductions"
          title="app.money.deductions.create"
          redirect="list"
          transform={inFen}
        >
          <SimpleForm
            defaultValues={{
              problemLevel: '1',
              method: '1',
              violationTime: today(),
              reasonCode: OTHER_REASON,
            }}
            data-testid="deduction-form"
            toolbar={
              <Toolbar>
                <ConfirmLargeSaveButton
                  largeChange={(values) =>
                    isLargeDeduction(fenOf(values.amount))
                      ? {
                          title: 'app.money.deductions.confirm_title',
                          content: 'app.money.deductions.confirm_content',
                          options: {
                            account: String(values.account ?? ''),
                            amount: decimal(Number(values.amount), 2),
                          },
                        }
                      : undefined
                  }
                />
              </Toolbar>
            }
          >
            <TextInput source="account" label="app.money.staff.account" validate={required()} />
            <DeductionReasonInputs />
            <SelectInput
              source="problemLevel"
              choices={PROBLEM_LEVEL_CHOICES}
              validate={required()}
            />
            <DateInput source="violationTime" validate={required()} />
            {/* No min/step: the browser's own check would speak its language, not the user's. */}
            <NumberInput source="amount" validate={[required(), amountInFen]} />
            <SelectInput source="method" choices={METHOD_CHOICES} validate={required()} />
            <Typography variant="body2" color="text.secondary">
              {translate('app.money.deductions.landsOnBill')}
            </Typography>
          </SimpleForm>
        </Create>
      </PageFrame>
    </RequireRole>
  );
}
