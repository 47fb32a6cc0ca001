import { DataTable, SelectField, SimpleList, useRecordContext } from 'react-admin';
import { NumberValueField } from '../../../src/components/NumberValueField';
import { Link } from 'react-router-dom';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { ServerDateField } from '../../../src/components/ServerDateField';
import { DictionaryField } from './DictionaryField';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';
import { useTaskValueLabels } from '../../../src/dictionaries/useDictionary';
import { usePortalIdentity } from '../../../src/session/usePortalIdentity';
import { TaskDeadline } from '../shared/TaskDeadline';
import { TaskStatusChip } from '../shared/TaskStatusChip';
import { taskShowPath } from '../../../src/routes/paths';

const YES_NO = [
  { id: '1', name: 'app.orders.yes' },
  { id: '0', name: 'app.orders.no' },
];

/**
 * The user's own orders as a table (My design sheet, and the tasks resource's list); on a phone a
 * SimpleList: order number, status, patient and product, deadline.
 */
export function DesignSheetTable() {
  return (
    <PhoneOrTable phone={<DesignSheetPhoneList />}>
      <DesignSheetDataTable />
    </PhoneOrTable>
  );
}

function DesignSheetDataTable() {
  return (
    <DataTable bulkActionButtons={false} rowClick={false} data-testid="design-sheet-table">
      <DataTable.Col source="orderNo" field={OrderNoField} />
      <DataTable.Col source="taskNo" />
      <DataTable.Col source="patientName" disableSort />
      <DataTable.Col source="productName">
        <DictionaryField source="productName" code="product_name" />
      </DataTable.Col>
      <DataTable.Col source="material">
        <DictionaryField source="material" code="material" />
      </DataTable.Col>
      <DataTable.Col source="customerCode" />
      <DataTable.Col source="status" field={StatusField} />
      <DataTable.Col source="isRework">
        <SelectField source="isRework" choices={YES_NO} />
      </DataTable.Col>
      <DataTable.Col source="designCycle" align="right">
        <NumberValueField source="designCycle" />
      </DataTable.Col>
      <DataTable.Col source="createTime">
        <ServerDateField source="createTime" withTime />
      </DataTable.Col>
    </DataTable>
  );
}

function DesignSheetPhoneList() {
  const linked = useOrderDetailOpens();
  const valueLabel = useTaskValueLabels();
  return (
    <SimpleList<DesignTask>
      rowClick={(id) => (linked ? taskShowPath(String(id)) : false)}
      primaryText={(task) => task.orderNo}
      tertiaryText={(task) => <TaskStatusChip task={task} />}
      secondaryText={(task) => (
        <>
          {`${task.patientName} · ${valueLabel('productName', task.productName)}`}
          <br />
          <TaskDeadline task={task} />
        </>
      )}
      data-testid="design-sheet-table"
    />
  );
}

/** A company member may open My design sheet only, not an order's detail. */
function useOrderDetailOpens(): boolean {
  const { identity } = usePortalIdentity();
  return identity !== undefined && !identity.isCompanyMember;
}

/** The order number, linked to the detail where the user may open it. */
function OrderNoField() {
  const task = useRecordContext<DesignTask>();
  const linked = useOrderDetailOpens();
  if (!task) return null;
  return linked ? <Link to={taskShowPath(task.id)}>{task.orderNo}</Link> : <>{task.orderNo}</>;
}

function StatusField() {
  const task = useRecordContext<DesignTask>();
  return task ? <TaskStatusChip task={task} /> : null;
}
