import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  fetchRelatedRecords,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { fetchAllTasks, tasksExporter } from './exportTasks';
import { useTaskValueLabels } from '../../../src/dictionaries/useDictionary';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { useFormatters } from '../../../src/format/useFormatters';

/**
 * Exports every order matching the current filter to a CSV file, through react-admin's exporter
 * contract; every page is fetched (react-admin's ExportButton would stop at one page of 1,000).
 */
export function ExportCsvButton({ baseFilter }: { baseFilter: Record<string, unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider();
  const dictionaryLabel = useTaskValueLabels();
  const { dateTime, serverDateTime } = useFormatters();
  // Times as the pages show them: the deadline on the server's clock, zone named.
  const valueLabel = (field: string, value: string) =>
    field === 'deadline'
      ? serverDateTime(value)
      : field === 'createTime'
        ? dateTime(value)
        : dictionaryLabel(field, value);
  const { filterValues, sort } = useListContext();
  const exporting = useMutation({
    mutationFn: async () => {
      const tasks = await fetchAllTasks(dataProvider, { ...filterValues, ...baseFilter }, sort);
      const exporter = tasksExporter({
        translate,
        valueLabel,
        fileName: translate('app.orders.csv_file'),
        onDone: (count) =>
          notify('app.orders.done.export', { type: 'success', messageArgs: { count } }),
      });
      await exporter(tasks, fetchRelatedRecords(dataProvider), dataProvider, 'tasks');
    },
    onError: (error) => notifyFailure(error),
  });
  return (
    <Button
      startIcon={<DownloadIcon />}
      onClick={() => exporting.mutate()}
      disabled={exporting.isPending}
      data-testid="export-csv"
    >
      {translate('app.orders.actions.export')}
    </Button>
  );
}
