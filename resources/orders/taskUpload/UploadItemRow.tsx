import { Box, Button, LinearProgress, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MeshFileCheck } from '../../../src/components/stlViewer';
import { LocalPreviewButton } from '../../../src/components/upload/LocalPreview';
import { useFormatters } from '../../../src/format/useFormatters';
import type { UploadItem } from './useTaskUploads';

interface UploadItemRowProps {
  item: UploadItem;
  onCancel(localId: number): void;
  onRetry(localId: number): void;
  onRemove(localId: number): void;
}

/** A file on its way: progress, cancel; when it failed, why, and retry. */
export function UploadItemRow({ item, onCancel, onRetry, onRemove }: UploadItemRowProps) {
  const translate = useTranslate();
  const { fileSize } = useFormatters();
  const failed = item.status === 'failed';
  return (
    <ListItem
      divider
      data-testid="upload-item"
      data-status={item.status}
      sx={{ display: 'block', px: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ flexGrow: 1, wordBreak: 'break-all' }}>{item.file.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {fileSize(item.file.size)}
        </Typography>
        <LocalPreviewButton file={item.file} />
        {failed ? (
          <>
            <Button size="small" onClick={() => onRetry(item.localId)}>
              {translate('app.upload.actions.retry')}
            </Button>
            <Button size="small" color="inherit" onClick={() => onRemove(item.localId)}>
              {translate('app.upload.actions.remove')}
            </Button>
          </>
        ) : (
          // Registering cannot be undone by the server call: no cancel from then on.
          item.status !== 'registering' && (
            <Button size="small" color="inherit" onClick={() => onCancel(item.localId)}>
              {translate('app.upload.actions.cancel')}
            </Button>
          )
        )}
      </Box>
      {!failed && (
        <LinearProgress
          variant={item.status === 'registering' ? 'indeterminate' : 'determinate'}
          value={item.percent}
          aria-label={item.file.name}
          sx={{ my: 0.5 }}
        />
      )}
      <Typography
        variant="body2"
        color={failed ? 'error' : 'text.secondary'}
        data-testid="upload-status"
      >
        {statusText(item, translate)}
      </Typography>
      <MeshFileCheck file={item.file} />
    </ListItem>
  );
}

function statusText(item: UploadItem, translate: (key: string, options?: object) => string) {
  switch (item.status) {
    case 'hashing':
      return translate('app.upload.status.hashing');
    case 'uploading':
      return translate('app.upload.status.uploading', { percent: item.percent });
    case 'registering':
      return translate('app.upload.status.registering');
    case 'failed':
      return translate('app.upload.status.failed', {
        message: translate(item.error ?? 'app.error.unknown'),
      });
  }
}
