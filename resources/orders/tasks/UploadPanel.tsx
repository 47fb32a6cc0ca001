import { Alert, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { usePermission } from '../../../src/session/usePermission';
import { acceptsFiles, holdsTask, readsUploadedFiles } from '../../../src/domain/taskStates';
import { FileTable } from './FileTable';
import { TaskSection } from '../shared/TaskSection';
import { taskUploadPath } from '../../../src/routes/paths';
import { ordersQueries } from '../queries';

/**
 * The place of the CAD plan upload: the way to the upload page (the upload feature's) while the
 * order is in the design or in rework, and the files already registered with the order. Nothing
 * for a viewer the server would not show them to (a pool order's preview).
 */
export function UploadPanel({ task, userId, staff }: UploadPanelProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const holder = holdsTask(userId, task);
  const readable = readsUploadedFiles(userId, staff, task);
  const uploaded = useQuery({
    ...ordersQueries.uploadedFiles(dataProvider, task.id),
    retry: false,
    enabled: readable,
  });
  const mayUpload = usePermission('task_upload');
  const uploadable = mayUpload && holder && acceptsFiles(task.status);
  if (!readable) return null;
  return (
    <TaskSection titleKey="app.orders.detail.upload_area" testId="upload-panel">
      {uploadable && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('app.orders.detail.upload_hint')}
          </Typography>
          <Button
            variant="contained"
            component={Link}
            to={taskUploadPath(task.id)}
            data-testid="upload-link"
            sx={{ mb: 2 }}
          >
            {translate('app.orders.actions.upload')}
          </Button>
        </>
      )}
      <Typography variant="subtitle2">{translate('app.orders.detail.uploaded_files')}</Typography>
      {uploaded.error ? (
        <Alert severity="info" data-testid="uploaded-unavailable">
          {translate('app.orders.detail.uploaded_unavailable')}
        </Alert>
      ) : (
        <FileTable
          testId="uploaded-files"
          files={(Array.isArray(uploaded.data) ? uploaded.data : []).map((file) => ({
            id: file.id,
            name: file.originalName,
            link: file.link,
            stl: file.viewStlUrl,
            size: file.fileSize,
          }))}
        />
      )}
    </TaskSection>
  );
}

interface UploadPanelProps {
  task: DesignTask;
  /** The viewer. */
  userId: string | undefined;
  staff: boolean;
}
