import { Datagrid, FunctionField, TextField, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DesignTask } from '../../dataProvider/wireTypes';
import { DictionaryField } from '../../src/components/DictionaryField';
import { useFormatters } from '../../src/components/useFormatters';
import { usePortalIdentity } from '../../src/routes/useHomePath';
import { TaskStatusChip } from './TaskStatusChip';
import { taskShowPath } from './taskLinks';

/** The user's own orders as a table (My design sheet, and the tasks resource's list). */
export function DesignSheetTable() {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const { identity } = usePortalIdentity();
  // A company member may open My design sheet only (SPEC §6): no way to the detail.
  const linked = identity !== undefined && !identity.isCompanyMember;
  return (
    <Datagrid bulkActionButtons={false} rowClick={false} data-testid="design-sheet-table">
      <FunctionField<DesignTask>
        source="orderNo"
        render={(task) =>
          linked ? <Link to={taskShowPath(task.id)}>{task.orderNo}</Link> : task.orderNo
        }
      />
      <TextField source="taskNo" />
      <TextField source="patientName" sortable={false} />
      <DictionaryField source="productName" code="product_name" />
      <DictionaryField source="material" code="material" />
      <TextField source="customerCode" />
      <FunctionField<DesignTask>
        source="status"
        render={(task) => <TaskStatusChip task={task} />}
      />
      <FunctionField<DesignTask>
        source="isRework"
        render={(task) => translate(task.isRework === '1' ? 'app.orders.yes' : 'app.orders.no')}
      />
      <FunctionField<DesignTask> source="createTime" render={(task) => dateTime(task.createTime)} />
    </Datagrid>
  );
}
