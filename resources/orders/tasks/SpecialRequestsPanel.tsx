import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { SpecialRequest } from '../../../dataProvider/wireTypes';
import { SafeHtml } from '../../../src/components/SafeHtml';
import { useNotifyError } from '../../../src/notify/useNotifyError';
import { meshFormatOf } from '../../../src/domain/mesh/meshFormat';
import { FileTable } from './FileTable';
import { TaskSection } from '../shared/TaskSection';
import { ordersQueries } from '../queries';

/** The customer's special requests (server HTML, sanitized) and their files. */
export function SpecialRequestsPanel({ taskId }: { taskId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const requests = useQuery({
    ...ordersQueries.specialRequests(dataProvider, taskId),
    retry: false,
  });
  useNotifyError(requests.error);
  const list = requests.data ?? [];
  return (
    <TaskSection titleKey="app.orders.detail.special_requests" testId="special-requests">
      {list.length === 0 && (
        <Typography variant="body2">{translate('app.orders.detail.none')}</Typography>
      )}
      {list.map((request) => (
        <RequestItem key={request.id} request={request} />
      ))}
    </TaskSection>
  );
}

function RequestItem({ request }: { request: SpecialRequest }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const files = useQuery({
    ...ordersQueries.specialRequestFiles(dataProvider, request.companySpecialRequestId),
    retry: false,
  });
  return (
    <Box sx={{ mb: 2 }} data-testid="special-request">
      <Typography variant="subtitle2">{request.title}</Typography>
      <SafeHtml
        html={request.content}
        sx={{ typography: 'body2' }}
        data-testid="special-request-content"
      />
      <FileTable
        testId="special-request-files"
        files={(files.data ?? []).map((file) => ({
          id: file.id,
          name: file.fileName,
          link: file.link,
          stl: meshFormatOf(file.fileName) ? file.link : '',
          size: file.fileSize,
        }))}
      />
    </Box>
  );
}
