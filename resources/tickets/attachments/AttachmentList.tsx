import { useId } from 'react';
import { Box, Button, Chip, IconButton, Link, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../../../src/format/useFormatters';
import { config } from '../../../dataProvider/client/config';
import { ownFileUrl } from '../../../src/domain/safeUrl';
import type { Attachments } from './useAttachments';

/** The upload button and the picked files with their size and upload state. */
export function AttachmentPicker({ attachments }: { attachments: Attachments }) {
  const translate = useTranslate();
  const { fileSize } = useFormatters();
  const inputId = useId();
  return (
    <Box data-testid="attachments">
      <Button component="label" htmlFor={inputId} size="small" startIcon={<AttachFileIcon />}>
        {translate('app.tickets.form.add_attachment')}
        <input
          id={inputId}
          type="file"
          multiple
          hidden
          data-testid="attachment-input"
          onChange={(event) => {
            attachments.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </Button>
      <Stack spacing={0.5} sx={{ mt: 0.5 }}>
        {attachments.items.map((item) => (
          <Stack
            key={item.key}
            direction="row"
            spacing={1}
            alignItems="center"
            data-testid="attachment"
          >
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {item.fileName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {fileSize(item.fileSize)}
            </Typography>
            {item.state !== 'done' && (
              <Chip
                size="small"
                color={item.state === 'failed' ? 'error' : 'default'}
                label={translate(
                  item.state === 'failed'
                    ? 'app.tickets.form.upload_failed'
                    : 'app.tickets.form.uploading',
                )}
              />
            )}
            <IconButton
              size="small"
              aria-label={translate('app.tickets.form.remove', { name: item.fileName })}
              onClick={() => attachments.remove(item.key)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

interface AttachmentLinksProps {
  list: { fileName: string; filePath: string; fileSize: number }[];
}

/**
 * Attachments of a work order or a reply: names as text, links only to our own object route (the
 * page's or the API's origin; never another site nor the storage's own origin).
 */
export function AttachmentLinks({ list }: AttachmentLinksProps) {
  const { fileSize } = useFormatters();
  if (list.length === 0) return null;
  return (
    <Stack spacing={0.25} sx={{ mt: 0.5 }} data-testid="attachment-links">
      {list.map((file, index) => {
        const href = ownFileUrl(file.filePath, window.location.origin, config.apiBaseUrl);
        return (
          <Stack key={index} direction="row" spacing={1} alignItems="center">
            <AttachFileIcon fontSize="small" color="action" />
            {href ? (
              <Link href={href} target="_blank" rel="noopener noreferrer" variant="body2">
                {file.fileName}
              </Link>
            ) : (
              <Typography variant="body2">{file.fileName}</Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              {fileSize(file.fileSize)}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
