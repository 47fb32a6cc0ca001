import { DataTable, SelectField, SimpleList } from 'react-admin';
import { ReasonField } from '../../../src/components/ReasonText';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';
import { MoneyField } from '../../../src/components/MoneyField';
import { ServerDateField } from '../../../src/components/ServerDateField';

const choicesOf = (group: string, ids: readonly string[]) =>
  ids.map((id) => ({ id, name: `resources.deductions.${group}.${id}` }));
const LEVELS = choicesOf('level', ['1', '2', '3']);
const METHODS = choicesOf('method', ['1', '2']);

/** Deductions (SPEC §3): reason, problem level, violation time, create time, amount, method. */
export function DeductionTable() {
  return (
    <PhoneOrTable
      phone={
        <SimpleList
          rowClick={false}
          primaryText={<ReasonField kind="deduction" />}
          secondaryText={
            <>
              <SelectField source="problemLevel" choices={LEVELS} />{' '}
              <ServerDateField source="violationTime" withTime />
            </>
          }
          tertiaryText={<MoneyField source="amount" />}
          data-testid="deduction-table"
        />
      }
    >
      <DataTable bulkActionButtons={false} rowClick={false} data-testid="deduction-table">
        <DataTable.Col source="reason" disableSort>
          <ReasonField kind="deduction" />
        </DataTable.Col>
        <DataTable.Col source="problemLevel" disableSort>
          <SelectField source="problemLevel" choices={LEVELS} />
        </DataTable.Col>
        <DataTable.Col source="violationTime" disableSort>
          <ServerDateField source="violationTime" withTime />
        </DataTable.Col>
        <DataTable.Col source="createTime" disableSort>
          <ServerDateField source="createTime" withTime />
        </DataTable.Col>
        <DataTable.Col source="amount" disableSort align="right">
          <MoneyField source="amount" />
        </DataTable.Col>
        <DataTable.Col source="method" disableSort>
          <SelectField source="method" choices={METHODS} />
        </DataTable.Col>
      </DataTable>
    </PhoneOrTable>
  );
}
