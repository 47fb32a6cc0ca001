import { useCallback, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { DesignTask, TaskFile } from '../../../dataProvider/wireTypes';
import { PageFrame } from '../../../src/components/PageFrame';
import { StlPreviewDialog } from '../../../src/components/stlViewer';
import { LocalPreviewProvider } from '../../../src/components/upload/LocalPreview';
import { errorMessage } from '../../../src/notify/errorMessage';
import { usePermission } from '../../../src/session/usePermission';
import { FILE_SLOTS } from '../../../src/domain/fileRules';
import { isSubmittedFile } from '../../../src/domain/fileVersions';
import { CrownCounts } from './CrownCounts';
import { FileSlotCard } from './FileSlotCard';
import { dlpRequirement } from './slotRequirement';
import { useTaskUploads } from './useTaskUploads';
import { acceptsFiles } from '../../../src/domain/taskStates';
import { useDeleteTaskFile } from './useDeleteTaskFile';
import { useDictionaryLabel } from '../../../src/dictionaries/useDictionary';
import { PATHS, taskShowPath } from '../../../src/routes/paths';
import { ordersQueries } from '../queries';
import { DesignChecksPanel } from '../designCheck/DesignChecksPanel';

/** The CAD plan upload of a task (the design card's "STL upload page"). */
export function TaskUploadPage() {
  const translate = useTranslate();
  const productLabel = useDictionaryLabel('product_name');
  const typeLabel = useDictionaryLabel('denture_type');
  const taskId = useParams().id ?? '';
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  // The task of the tasks resource and the files under the key its detail page reads them by.
  const task = useGetOne<DesignTask>('tasks', { id: taskId }, { retry: false });
  const files = useQuery({ ...ordersQueries.uploadedFiles(dataProvider, taskId), retry: false });
  const loadError = task.error ?? files.error;
  const registered = files.data ?? [];
  // Files a submitted version holds are replaced, never deleted (issue 21).
  const history = useQuery({ ...ordersQueries.cadHistory(dataProvider, taskId), retry: false });
  const versions = history.data ?? [];
  const isSubmitted = (file: TaskFile) => isSubmittedFile(file, versions);

  // The chosen files of this visit, by registered id: their geometry check stays in view.
  const [localFiles, setLocalFiles] = useState<Readonly<Record<string, File>>>({});
  const notify = useNotify();
  const onRegistered = useCallback(
    (file: TaskFile, local: File, replaced?: string) => {
      setLocalFiles((current) => ({ ...current, [file.id]: local }));
      const { queryKey } = ordersQueries.uploadedFiles(dataProvider, taskId);
      const current = queryClient.getQueryData(queryKey) ?? [];
      const old = current.find((item) => item.id === replaced);
      queryClient.setQueryData(
        queryKey,
        old ? current.map((item) => (item === old ? file : item)) : [...current, file],
      );
      if (old) {
        notify('app.upload.replaced', {
          type: 'info',
          messageArgs: { name: file.originalName, old: old.originalName },
        });
      }
    },
    [queryClient, dataProvider, taskId, notify],
  );
  const uploads = useTaskUploads(dataProvider, taskId, registered, onRegistered);
  // Asked first; while its DELETE runs a file cannot be deleted again.
  const [deleting, setDeleting] = useState<TaskFile>();
  const removal = useDeleteTaskFile(taskId, () => files.refetch());
  const confirmDelete = () => {
    if (deleting) removal.remove(deleting);
    setDeleting(undefined);
  };

  const [previewFile, setPreviewFile] = useState<File>();
  const permitted = usePermission('task_upload');
  const editable = permitted && task.data !== undefined && acceptsFiles(task.data.status);
  return (
    <PageFrame titleKey={TaskUploadPage.titleKey}>
      <LocalPreviewProvider open={setPreviewFile}>
        <Button component={RouterLink} to={taskShowPath(taskId)} startIcon={<ArrowBackIcon />}>
          {translate('app.upload.back')}
        </Button>
        {loadError && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="upload-error">
            {translate(errorMessage(loadError))}
          </Alert>
        )}
        {task.isPending && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} size={20} />
            {translate('app.upload.loading')}
          </Box>
        )}
        {task.data && !loadError && (
          <Box sx={{ display: 'grid', gap: 2, mt: 1 }} data-testid="task-upload">
            <Typography color="text.secondary">
              {translate('app.upload.task', {
                taskNo: task.data.taskNo,
                productName: productLabel(task.data.productName),
              })}
            </Typography>
            {!editable && <Alert severity="info">{translate('app.upload.locked')}</Alert>}
            <CrownCounts task={task.data} />
            {FILE_SLOTS.map((slot) => (
              <FileSlotCard
                key={slot}
                slot={slot}
                requirement={
                  slot === 'dlp'
                    ? dlpRequirement(task.data, typeLabel(task.data.dentureType))
                    : undefined
                }
                files={registered.filter((file) => file.fileType === slot)}
                localFiles={localFiles}
                items={uploads.items.filter((item) => item.slot === slot)}
                refusals={uploads.refusals[slot] ?? []}
                onDismissRefusals={uploads.dismissRefusals}
                editable={editable && files.isSuccess}
                onChoose={uploads.choose}
                deleting={removal.deleting}
                isSubmitted={isSubmitted}
                onDelete={setDeleting}
                onCancel={uploads.cancel}
                onRetry={uploads.retry}
                onRemove={uploads.remove}
              />
            ))}
            <DesignChecksPanel
              task={task.data}
              editable={editable}
              withMap
              localFiles={localFiles}
            />
            {editable && registered.some((file) => file.fileType === 'cad') && (
              <Alert
                severity="success"
                data-testid="upload-next"
                action={
                  <Button
                    component={RouterLink}
                    to={taskShowPath(taskId)}
                    endIcon={<ArrowForwardIcon />}
                    color="inherit"
                  >
                    {translate('app.upload.next.action')}
                  </Button>
                }
              >
                {translate('app.upload.next.hint')}
              </Alert>
            )}
          </Box>
        )}
      </LocalPreviewProvider>
      <Confirm
        isOpen={deleting !== undefined}
        title="app.upload.delete_confirm.title"
        content="app.upload.delete_confirm.content"
        contentTranslateOptions={{ name: deleting?.originalName ?? '' }}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
      <StlPreviewDialog
        open={previewFile !== undefined}
        onClose={() => setPreviewFile(undefined)}
        sources={previewFile ? [{ name: previewFile.name, file: previewFile }] : []}
      />
    </PageFrame>
  );
}

TaskUploadPage.path = PATHS.taskUpload;
TaskUploadPage.titleKey = 'app.upload.title';
