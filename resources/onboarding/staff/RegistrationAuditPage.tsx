import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  List,
  TextField,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Registration } from '../../../dataProvider/onboardingWireTypes';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { PageFrame } from '../../../src/components/PageFrame';
import { ReasonDialog } from '../../../src/components/ReasonDialog';
import { usePermission } from '../../../src/components/usePermission';
import { ADMIN_ROLES } from '../../../src/domain/roles';
import { RequireRole } from '../../../src/layout/RequireRole';
import { useStaffMove } from './useStaffMove';
import { PATHS } from '../../../src/routes/paths';

const A = 'app.onboarding.audit';

/** Admin: pending third-party registrations; approve, or reject with the reason they will read. */
export function RegistrationAuditPage() {
  return (
    <RequireRole roles={ADMIN_ROLES}>
      <PageFrame titleKey={RegistrationAuditPage.titleKey}>
        <List resource="registrations" exporter={false} title={RegistrationAuditPage.titleKey}>
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col
              source="account"
              label="app.onboarding.audit.account"
              field={TextField}
            />
            <DataTable.Col source="name" label="app.onboarding.audit.name" field={TextField} />
            <DataTable.Col
              source="createTime"
              label="app.onboarding.audit.created"
              field={TextField}
            />
            <DataTable.Col label="" disableSort render={() => <AuditActions />} />
          </DataTable>
        </List>
      </PageFrame>
    </RequireRole>
  );
}

function AuditActions() {
  const registration = useRecordContext<Registration>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const allowed = usePermission('staff_audit_pass');
  const [rejecting, setRejecting] = useState(false);
  const audit = useStaffMove(
    ({ move, reason }: { move: 'pass' | 'refuse'; reason?: string }) =>
      dataProvider.auditRegistration(registration?.id ?? '', move, reason),
    'registrations',
    `${A}.done`,
    () => setRejecting(false),
  );
  if (!registration || !allowed) return null;
  return (
    <Stack direction="row" spacing={1} data-testid={`audit-${registration.account}`}>
      <Button
        size="small"
        variant="contained"
        disabled={audit.isPending}
        onClick={() => audit.mutate({ move: 'pass' })}
      >
        {translate(`${A}.approve`)}
      </Button>
      <Button
        size="small"
        color="error"
        disabled={audit.isPending}
        onClick={() => setRejecting(true)}
      >
        {translate(`${A}.reject`)}
      </Button>
      {rejecting && (
        <ReasonDialog
          titleKey="app.onboarding.audit.reject"
          labelKey="app.onboarding.audit.reason"
          pending={audit.isPending}
          onConfirm={(reason) => audit.mutate({ move: 'refuse', reason })}
          onClose={() => setRejecting(false)}
        />
      )}
    </Stack>
  );
}

RegistrationAuditPage.path = PATHS.registrationAudit;
RegistrationAuditPage.titleKey = 'app.onboarding.route.audit';
