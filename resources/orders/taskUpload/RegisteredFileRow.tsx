import { Box, Button, Link, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { TaskFile } from '../../../dataProvider/wireTypes';
import { stlPreviewPath } from '../shared/taskLinks';
import { MeshFileCheck } from '../../../src/components/stlViewer';
import { useFormatters } from '../../../src/format/useFormatters';

interface RegisteredFileRowProps {
  file: TaskFile;
  /** Chosen during this visit: its geometry check is shown. */
  localFile?: File;
  /** Absent when the task's state allows no change, or when a submitted version holds the file. */
  onDelete?: (file: TaskFile) => void;
  /** Absent when the task's state allows no change. */
  onReplace?: (file: TaskFile) => void;
  /** Its DELETE, or a file replacing it, is on its way. */
  deleting?: boolean;
  /** A submitted version handed it in: kept for good, replaced but never deleted. */
  submitted?: boolean;
}

/** A file registered with the task: its name opens the STL preview of the stored object. */
export function RegisteredFileRow(props: RegisteredFileRowProps) {
  const { file, localFile, onDelete, onReplace, deleting = false, submitted = false } = props;
  const translate = useTranslate();
  const { fileSize, dateTime } = useFormatters();
  const preview = stlPreviewPath(file.viewStlUrl, window.location.origin, file.originalName);
  return (
    <ListItem
      divider
      data-testid="task-file"
      data-file-id={file.id}
      data-submitted={submitted}
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
        {onReplace && (
          <Button
            size="small"
            disabled={deleting}
            data-testid="replace-file"
            onClick={() => onReplace(file)}
          >
            {translate('app.upload.actions.replace')}
          </Button>
        )}
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
      {submitted && (
        <Typography variant="caption" color="text.secondary" data-testid="file-submitted">
          {translate('app.upload.submitted')}
        </Typography>
      )}
      {localFile && <MeshFileCheck file={localFile} />}
    </ListItem>
  );
}
