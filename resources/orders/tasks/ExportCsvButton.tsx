import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { fetchAllTasks, tasksCsv } from './exportTasks';
import { useTaskValueLabels } from '../../../src/components/useDictionary';
import { useNotifyFailure } from '../../../src/components/useNotifyError';

/** Exports every order matching the current filter to a CSV file. */
export function ExportCsvButton({ baseFilter }: { baseFilter: Record<string, unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider();
  const valueLabel = useTaskValueLabels();
  const { filterValues, sort } = useListContext();
  const exporting = useMutation({
    mutationFn: () => fetchAllTasks(dataProvider, { ...filterValues, ...baseFilter }, sort),
    onSuccess: (tasks) => {
      download(tasksCsv(tasks, translate, valueLabel), `${translate('app.orders.csv_file')}.csv`);
      notify('app.orders.done.export', { type: 'success', messageArgs: { count: tasks.length } });
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

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
