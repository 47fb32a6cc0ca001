import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { StaffQueue, StaffQueueName } from '../../../dataProvider/dashboardWireTypes';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { PageFrame } from '../../../src/components/PageFrame';
import { useNotifyError } from '../../../src/notify/useNotifyError';
import { STAFF_ROLES } from '../../../src/domain/roles';
import { RequireRole } from '../../../src/layout/RequireRole';
import { listPath, PATHS } from '../../../src/routes/paths';
import { DashboardCard } from '../home/DashboardCard';
import { dashboardQueries } from '../queries';
import { QueueAge } from './QueueAge';

/** Where each queue's list is. */
const QUEUE_PATHS: Record<StaffQueueName, string> = {
  qc: listPath('qcQueue'),
  certifications: listPath('certifications'),
  contracts: PATHS.contractDesk,
  withdrawals: listPath('withdrawals'),
  tickets: listPath('tickets'),
  registrations: PATHS.registrationAudit,
};

/** Staff land here: what waits in each of their queues, how many and since when. */
export function StaffHomePage() {
  return (
    <RequireRole roles={STAFF_ROLES}>
      <PageFrame titleKey={StaffHomePage.titleKey}>
        <Queues />
      </PageFrame>
    </RequireRole>
  );
}

StaffHomePage.path = PATHS.staffHome;
StaffHomePage.titleKey = 'app.dashboard.route.staff_home';

function Queues() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data, error } = useQuery(dashboardQueries.staffQueues(dataProvider));
  useNotifyError(error);
  return (
    <Box
      data-testid="staff-queues"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
      }}
    >
      {data?.map((queue) => (
        <QueueCard key={queue.name} queue={queue} />
      ))}
    </Box>
  );
}

function QueueCard({ queue }: { queue: StaffQueue }) {
  const translate = useTranslate();
  return (
    <DashboardCard
      titleKey={`app.dashboard.staff.queues.${queue.name}`}
      to={QUEUE_PATHS[queue.name]}
      testId={`staff-queue-${queue.name}`}
    >
      <Typography variant="h4" component="p" data-testid="queue-count">
        {queue.count}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {queue.count === 0 ? (
          translate('app.dashboard.staff.empty')
        ) : (
          <QueueAge minutes={queue.oldestAgeMinutes} />
        )}
      </Typography>
    </DashboardCard>
  );
}
