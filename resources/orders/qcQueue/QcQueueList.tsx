import {
  DataTable,
  List,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { NumberValueField } from '../../../src/components/NumberValueField';
import type { QcQueueRow } from '../../../dataProvider/wireTypes';
import { ServerDateField } from '../../../src/components/ServerDateField';
import { STAFF_ROLES } from '../../../src/domain/roles';
import { RequireRole } from '../../../src/layout/RequireRole';
import { PageFrame } from '../../../src/components/PageFrame';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';
import { usePhoneFilters } from '../../../src/lists/usePhoneFilters';
import { useDentureTypes } from '../../../src/dictionaries/useDentureTypes';
import { useDictionaryLabel } from '../../../src/dictionaries/useDictionary';
import { WaitedField } from './WaitedField';
import { OpenFlagsPanel } from '../caseFlag/OpenFlagsPanel';
import { taskShowPath } from '../../../src/routes/paths';
import { ThreadUnreadBadge } from '../thread/ThreadUnreadBadge';

/** The inspectors' queue: orders awaiting inspection, always oldest submission first (no sorting). */
export function QcQueueList() {
  return (
    <RequireRole roles={STAFF_ROLES}>
      <PageFrame titleKey="app.orders.qc.queue.title">
        <OpenFlagsPanel />
        <QueueList />
      </PageFrame>
    </RequireRole>
  );
}

const KINDS = [
  { id: '0', name: 'app.orders.qc.queue.kind.first' },
  { id: '1', name: 'app.orders.qc.queue.kind.rework' },
];

function QueueList() {
  const translate = useTranslate();
  const { items, labelOf } = useDentureTypes();
  const productLabel = useDictionaryLabel('product_name');
  const kindLabel = (row: QcQueueRow) =>
    translate(`app.orders.qc.queue.kind.${row.isRework === '1' ? 'rework' : 'first'}`);
  const allFilters = [
    <TextInput
      key="orderNo"
      source="orderNo"
      label="app.orders.qc.queue.filters.orderNo"
      alwaysOn
    />,
    <SelectInput
      key="dentureType"
      source="dentureType"
      label="app.orders.qc.queue.filters.dentureType"
      choices={items}
      optionValue="dictKey"
      optionText="dictValue"
      alwaysOn
    />,
    <SelectInput
      key="isRework"
      source="isRework"
      label="app.orders.qc.queue.filters.kind"
      choices={KINDS}
      alwaysOn
    />,
  ];
  const filters = usePhoneFilters(allFilters);
  return (
    <List
      filters={filters}
      sort={{ field: 'submitTime', order: 'ASC' }}
      exporter={false}
      title="app.orders.qc.queue.title"
      empty={false}
      data-testid="qc-queue"
    >
      <PhoneOrTable
        phone={
          // An inspector checks the queue between cases: one order a row, its wait below.
          <SimpleList<QcQueueRow>
            rowClick={(id) => taskShowPath(String(id))}
            primaryText={(row) => row.orderNo}
            secondaryText={(row) =>
              [
                productLabel(row.productName),
                kindLabel(row),
                `${row.designerName} (${translate('app.orders.qc.queue.columns.level')} ${row.designerLevel})`,
              ].join(' · ')
            }
            tertiaryText={(row) => (
              <>
                <WaitedField /> <ThreadUnreadBadge taskId={String(row.id)} />
              </>
            )}
            data-testid="qc-queue-list"
          />
        }
      >
        <DataTable<QcQueueRow>
          bulkActionButtons={false}
          rowClick={(id) => taskShowPath(String(id))}
        >
          <DataTable.Col
            source="orderNo"
            label="app.orders.qc.queue.columns.orderNo"
            field={TextField}
            disableSort
          />
          <DataTable.Col
            source="productName"
            label="app.orders.qc.queue.columns.product"
            disableSort
            render={(row: QcQueueRow) => productLabel(row.productName)}
          />
          <DataTable.Col
            source="dentureType"
            label="app.orders.qc.queue.columns.dentureType"
            disableSort
            render={(row: QcQueueRow) => labelOf(row.dentureType)}
          />
          <DataTable.Col
            source="designerName"
            label="app.orders.qc.queue.columns.designer"
            disableSort
          />
          <DataTable.Col
            source="designerLevel"
            label="app.orders.qc.queue.columns.level"
            disableSort
          />
          <DataTable.Col
            source="isRework"
            label="app.orders.qc.queue.columns.kind"
            disableSort
            render={kindLabel}
          />
          <DataTable.Col
            source="reworkCount"
            label="app.orders.qc.queue.columns.reworkCount"
            align="right"
            disableSort
          >
            <NumberValueField source="reworkCount" />
          </DataTable.Col>
          <DataTable.Col
            source="submitTime"
            label="app.orders.qc.queue.columns.submitted"
            disableSort
          >
            <ServerDateField source="submitTime" withTime />
          </DataTable.Col>
          <DataTable.Col source="submitTime" label="app.orders.qc.queue.columns.waited" disableSort>
            <WaitedField />
          </DataTable.Col>
          <DataTable.Col
            source="id"
            label="app.orders.thread.title"
            disableSort
            render={(row: QcQueueRow) => <ThreadUnreadBadge taskId={String(row.id)} />}
          />
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
