import { useQuery } from '@tanstack/react-query';
import { Button } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { caseFileRole, sortCaseFiles } from '../../../src/domain/caseFiles';
import { stlViewPath } from '../../../src/routes/paths';
import { useNotifyError } from '../../../src/notify/useNotifyError';
import { FileTable } from './FileTable';
import { TaskSection } from '../shared/TaskSection';
import { ordersQueries } from '../queries';
import { CaseZipButton } from '../caseZip/CaseZipButton';
import { safeFileHref } from '../shared/taskLinks';

/**
 * The customer's case files of the order, labelled by role and in the viewer's order,
 * downloadable one by one or as one package, meshes previewable one by one or together.
 */
export function CaseFilesPanel({ taskId }: { taskId: string }) {
  const translate = useTranslate();
  const task = useRecordContext<DesignTask>();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const files = useQuery({
    ...ordersQueries.caseFiles(dataProvider, taskId),
    retry: false,
  });
  useNotifyError(files.error);
  const sorted = sortCaseFiles(files.data ?? [], (file) => file.fileName);
  const models = sorted.flatMap((file) => {
    const url = file.viewStlUrl && safeFileHref(file.viewStlUrl, window.location.origin);
    return url ? [{ url, name: file.fileName }] : [];
  });
  return (
    <TaskSection titleKey="app.orders.detail.case_files" testId="case-files">
      {task && <CaseZipButton task={task} />}
      <FileTable
        testId="case-file-table"
        files={sorted.map((file) => ({
          id: file.id,
          name: file.fileName,
          link: file.link,
          stl: file.viewStlUrl,
          size: file.fileSize,
          label: translate(`app.orders.case_zip.kinds.${caseFileRole(file.fileName).kind}`),
        }))}
      />
      {models.length > 1 && (
        <Button size="small" component={Link} to={stlViewPath(models)} target="_blank">
          {translate('app.orders.case_zip.view_all')}
        </Button>
      )}
    </TaskSection>
  );
}
