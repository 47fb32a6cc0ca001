import { downloadCSV } from 'react-admin';
import type { DataProvider, Exporter } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { toCsv } from '../../../src/domain/csv';

const PAGE = 100;
const CSV_FIELDS = [
  'orderNo',
  'taskNo',
  'patientName',
  'productName',
  'material',
  'customerCode',
  'status',
  'isRework',
  'designCycle',
  'deadline',
  'createTime',
] as const;

/** Every order matching the filter (all pages, not just the one shown). */
export async function fetchAllTasks(
  dataProvider: DataProvider,
  filter: Record<string, unknown>,
  sort: { field: string; order: 'ASC' | 'DESC' },
): Promise<DesignTask[]> {
  const rows: DesignTask[] = [];
  for (let page = 1; ; page++) {
    const { data, total = 0 } = await dataProvider.getList<DesignTask>('tasks', {
      pagination: { page, perPage: PAGE },
      sort,
      filter,
    });
    rows.push(...data);
    if (data.length === 0 || rows.length >= total) return rows;
  }
}

/** The CSV of the orders, with translated headers, status words and dictionary values. */
export function tasksCsv(
  tasks: DesignTask[],
  translate: (key: string) => string,
  valueLabel: (field: string, value: string) => string = (_field, value) => value,
): string {
  const header = CSV_FIELDS.map((field) => translate(`resources.tasks.fields.${field}`));
  const rows = tasks.map((task) =>
    CSV_FIELDS.map((field) => {
      if (field === 'status') return translate(`app.orders.status.${task.status}`);
      if (field === 'isRework')
        return translate(task.isRework === '1' ? 'app.orders.yes' : 'app.orders.no');
      return typeof task[field] === 'string' ? valueLabel(field, task[field]) : task[field];
    }),
  );
  return toCsv(header, rows);
}

/**
 * react-admin's exporter for orders: the CSV above, downloaded by react-admin's downloadCSV as
 * `<fileName>.csv`; `onDone` reports how many rows went out.
 */
export function tasksExporter(options: {
  translate: (key: string) => string;
  valueLabel: (field: string, value: string) => string;
  fileName: string;
  onDone: (count: number) => void;
}): Exporter<DesignTask> {
  return (tasks) => {
    downloadCSV(tasksCsv(tasks, options.translate, options.valueLabel), options.fileName);
    options.onDone(tasks.length);
  };
}
