import { Box, Button, Link, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { TaskFile } from '../../../dataProvider/wireTypes';
import { stlPreviewPath } from '../tasks/taskLinks';
import { MeshFileCheck } from '../../../src/components/stlViewer';
import { useFormatters } from '../../../src/components/useFormatters';

interface RegisteredFileRowProps {
  file: TaskFile;
  /** Chosen during this visit: its geometry check is shown. */
  localFile?: File;
  /** Absent when the task's state allows no change. */
  onDelete?: (file: TaskFile) => void;
  /** Its DELETE is on its way. */
  deleting?: boolean;
}

/** A file registered with the task: its name opens the STL preview of the stored object. */
export function RegisteredFileRow(props: RegisteredFileRowProps) {
  const { file, localFile, onDelete, deleting = false } = props;
  const translate = useTranslate();
  const { fileSize, dateTime } = useFormatters();
  const preview = stlPreviewPath(file.viewStlUrl, window.location.origin);
  return (
    <ListItem
      divider
      data-testid="task-file"
      data-file-id={file.id}
      sx={{ px: 0, display: 'block' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', width: '100%' }}>
        <Box sx={{ flexGrow: 1, wordBreak: 'break-all' }}>
          {preview ? (
            <Link component={RouterLink} to={preview} target="_blank">
              {file.originalName}
            </Link>
          ) : (
            file.originalName
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {fileSize(file.fileSize)} · {dateTime(file.createTime)}
        </Typography>
        {onDelete && (
          <Button
            size="small"
            color="error"
            disabled={deleting}
            data-testid="delete-file"
            onClick={() => onDelete(file)}
          >
            {translate('app.upload.actions.delete')}
          </Button>
        )}
      </Box>
      {localFile && <MeshFileCheck file={localFile} />}
    </ListItem>
  );
}
