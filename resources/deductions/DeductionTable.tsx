import { Datagrid, FunctionField, TextField, useTranslate } from 'react-admin';
import type { Deduction } from '../../dataProvider/wireTypes';
import { useFormatters } from '../../src/components/useFormatters';

/** Deductions (SPEC §3): reason, problem level, violation time, create time, amount, method. */
export function DeductionTable() {
  const translate = useTranslate();
  const { money, dateTime } = useFormatters();
  return (
    <Datagrid bulkActionButtons={false} rowClick={false} data-testid="deduction-table">
      <TextField source="reason" sortable={false} />
      <FunctionField<Deduction>
        source="problemLevel"
        sortable={false}
        render={(row) => translate(`resources.deductions.level.${row.problemLevel}`)}
      />
      <FunctionField<Deduction>
        source="violationTime"
        sortable={false}
        render={(row) => dateTime(row.violationTime)}
      />
      <FunctionField<Deduction>
        source="createTime"
        sortable={false}
        render={(row) => dateTime(row.createTime)}
      />
      <FunctionField<Deduction>
        source="amount"
        sortable={false}
        render={(row) => money(row.amount, 'RMB')}
      />
      <FunctionField<Deduction>
        source="method"
        sortable={false}
        render={(row) => translate(`resources.deductions.method.${row.method}`)}
      />
    </Datagrid>
  );
}
