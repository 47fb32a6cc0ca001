import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { useNotifyError } from '../../../src/components/useNotifyError';
import { FileTable } from './FileTable';
import { TaskSection } from './TaskSection';
import { ordersQueries } from '../queries';

/** The customer's case files of the order, downloadable, meshes previewable. */
export function CaseFilesPanel({ taskId }: { taskId: string }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const files = useQuery({
    ...ordersQueries.caseFiles(dataProvider, taskId),
    retry: false,
  });
  useNotifyError(files.error);
  return (
    <TaskSection titleKey="app.orders.detail.case_files" testId="case-files">
      <FileTable
        testId="case-file-table"
        files={(files.data ?? []).map((file) => ({
          id: file.id,
          name: file.fileName,
          link: file.link,
          stl: file.viewStlUrl,
          size: file.fileSize,
        }))}
      />
    </TaskSection>
  );
}
