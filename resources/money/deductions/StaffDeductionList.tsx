import {
  CreateButton,
  DataTable,
  FunctionField,
  List,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ReasonField } from '../../../src/components/ReasonText';
import type { Deduction } from '../../../dataProvider/wireTypes';
import { PageFrame } from '../../../src/components/PageFrame';
import { ServerDateField } from '../../../src/components/ServerDateField';
import { usePermission } from '../../../src/session/usePermission';
import { MoneyField } from '../../../src/components/MoneyField';
import { CardLines } from '../../../src/components/CardLines';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';

const filters = [
  <TextInput key="account" source="account" label="app.money.staff.account" alwaysOn />,
  <TextInput key="month" source="month" label="app.money.staff.month" alwaysOn />,
];

/** Staff: every designer's deductions, newest violation first; staff add one from here. */
export function StaffDeductionList() {
  const canAdd = usePermission('staff_deductions_add');
  return (
    <PageFrame titleKey="app.money.deductions.staffTitle">
      <List
        resource="deductions"
        title="app.money.deductions.staffTitle"
        filters={filters}
        exporter={false}
        actions={
          <TopToolbar>{canAdd && <CreateButton label="app.money.deductions.create" />}</TopToolbar>
        }
      >
        <PhoneOrTable
          phone={
            <SimpleList
              rowClick={false}
              data-testid="deduction-review"
              primaryText={<TextField source="realName" />}
              tertiaryText={<MoneyField source="amount" />}
              secondaryText={
                <CardLines
                  lines={[
                    ['resources.deductions.fields.account', <TextField source="account" />],
                    ['resources.deductions.fields.reason', <ReasonField kind="deduction" />],
                    [
                      'resources.deductions.fields.problemLevel',
                      <Translated prefix="resources.deductions.level" source="problemLevel" />,
                    ],
                    [
                      'resources.deductions.fields.violationTime',
                      <ServerDateField source="violationTime" withTime />,
                    ],
                    [
                      'resources.deductions.fields.method',
                      <Translated prefix="resources.deductions.method" source="method" />,
                    ],
                  ]}
                />
              }
            />
          }
        >
          <DataTable bulkActionButtons={false} rowClick={false} data-testid="deduction-review">
            <DataTable.Col source="account" disableSort field={TextField} />
            <DataTable.Col source="realName" disableSort field={TextField} />
            <DataTable.Col source="reason" disableSort>
              <ReasonField kind="deduction" />
            </DataTable.Col>
            <DataTable.Col source="problemLevel" disableSort>
              <Translated prefix="resources.deductions.level" source="problemLevel" />
            </DataTable.Col>
            <DataTable.Col source="violationTime" disableSort>
              <ServerDateField source="violationTime" withTime />
            </DataTable.Col>
            <DataTable.Col source="amount" disableSort>
              <MoneyField source="amount" />
            </DataTable.Col>
            <DataTable.Col source="method" disableSort>
              <Translated prefix="resources.deductions.method" source="method" />
            </DataTable.Col>
            <DataTable.Col source="createTime" disableSort>
              <ServerDateField source="createTime" withTime />
            </DataTable.Col>
          </DataTable>
        </PhoneOrTable>
      </List>
    </PageFrame>
  );
}

function Translated({ prefix, source }: { prefix: string; source: 'problemLevel' | 'method' }) {
  const translate = useTranslate();
  return (
    <FunctionField<Deduction>
      source={source}
      render={(row) => translate(`${prefix}.${row[source]}`)}
    />
  );
}
