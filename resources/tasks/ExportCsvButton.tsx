import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { fetchAllTasks, tasksCsv } from './exportTasks';
import { useTaskValueLabels } from '../../src/components/useDictionary';
import { useNotifyFailure } from '../../src/components/useNotifyError';

/** Exports every order matching the current filter to a CSV file. */
export function ExportCsvButton({ baseFilter }: { baseFilter: Record<string, unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider();
  const valueLabel = useTaskValueLabels();
  const { filterValues, sort } = useListContext();
  const [pending, setPending] = useState(false);
  const exportCsv = async () => {
    setPending(true);
    try {
      const tasks = await fetchAllTasks(dataProvider, { ...filterValues, ...baseFilter }, sort);
      download(tasksCsv(tasks, translate, valueLabel), `${translate('app.orders.csv_file')}.csv`);
      notify('app.orders.done.export', { type: 'success', messageArgs: { count: tasks.length } });
    } catch (error) {
      notifyFailure(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      startIcon={<DownloadIcon />}
      onClick={() => void exportCsv()}
      disabled={pending}
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
