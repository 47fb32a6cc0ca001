import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { useFormatters } from '../../../src/format/useFormatters';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { caseZipWay, downloadCaseZip } from '../../../src/pwa/caseZip/downloadCaseZip';
import type { CaseZipWay } from '../../../src/pwa/caseZip/downloadCaseZip';
import { useCasePlan } from './useCasePlan';

/** Above this, a package built in memory (no service worker) may not fit: the user is told. */
const BIG_IN_MEMORY_BYTES = 100 * 1024 * 1024;

type Download =
  | { step: 'idle' | 'cancelled' }
  | { step: 'done'; way: CaseZipWay }
  | { step: 'preparing' }
  | { step: 'running'; loaded: number; total: number; inMemory: boolean };

/** "Download the case": one ZIP of the case files, attachments and order sheet, with progress. */
export function CaseZipButton({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const { fileSize } = useFormatters();
  const notifyFailure = useNotifyFailure();
  const plan = useCasePlan(task);
  const [download, setDownload] = useState<Download>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const busy = download.step === 'preparing' || download.step === 'running';

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setDownload({ step: 'preparing' });
    try {
      const ready = await plan();
      if (controller.signal.aborted) throw new DOMException('cancelled', 'AbortError');
      const inMemory = caseZipWay() === 'memory';
      const running = { step: 'running', total: ready.total, inMemory } as const;
      setDownload({ ...running, loaded: 0 });
      const way = await downloadCaseZip(ready, {
        signal: controller.signal,
        onProgress: (loaded) => setDownload({ ...running, loaded }),
      });
      setDownload({ step: 'done', way });
    } catch (error) {
      const cancelled = error instanceof DOMException && error.name === 'AbortError';
      setDownload({ step: cancelled ? 'cancelled' : 'idle' });
      if (!cancelled) notifyFailure(error);
    } finally {
      abort.current = null;
    }
  };

  const percent =
    download.step === 'running' && download.total > 0
      ? Math.min(100, Math.floor((download.loaded / download.total) * 100))
      : 0;
  return (
    <Box
      sx={{ mb: 2 }}
      data-testid="case-zip"
      data-way={download.step === 'done' ? download.way : undefined}
    >
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={busy}
          onClick={() => void start()}
          data-testid="case-zip-download"
        >
          {translate('app.orders.case_zip.download')}
        </Button>
        {busy && (
          <Button onClick={() => abort.current?.abort()} data-testid="case-zip-cancel">
            {translate('app.orders.case_zip.cancel')}
          </Button>
        )}
        <Typography variant="body2" role="status" data-testid="case-zip-status">
          {download.step === 'preparing' && translate('app.orders.case_zip.preparing')}
          {download.step === 'running' &&
            translate('app.orders.case_zip.progress', {
              loaded: fileSize(download.loaded),
              total: fileSize(download.total),
              percent,
            })}
          {download.step === 'done' && translate('app.orders.case_zip.done')}
          {download.step === 'cancelled' && translate('app.orders.case_zip.cancelled')}
        </Typography>
      </Stack>
      {download.step === 'running' && (
        <LinearProgress
          variant="determinate"
          value={percent}
          sx={{ mt: 1 }}
          aria-label={translate('app.orders.case_zip.download')}
          data-testid="case-zip-progress"
        />
      )}
      {download.step === 'running' && download.inMemory && download.total > BIG_IN_MEMORY_BYTES && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="case-zip-memory">
          {translate('app.orders.case_zip.memory_warning', { total: fileSize(download.total) })}
        </Alert>
      )}
    </Box>
  );
}
