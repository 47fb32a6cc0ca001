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
import type { ContractView } from '../../../dataProvider/onboardingWireTypes';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { PageFrame } from '../../../src/components/PageFrame';
import { ReasonDialog } from '../../../src/components/ReasonDialog';
import { usePermission } from '../../../src/components/usePermission';
import { STAFF_ROLES } from '../../../src/domain/roles';
import { RequireRole } from '../../../src/layout/RequireRole';
import { useStaffMove } from './useStaffMove';
import { PATHS } from '../../../src/routes/paths';

const D = 'app.onboarding.desk';

/** Staff: paper contracts in signing, oldest first; confirm receipt or send back with a reason. */
export function ContractDeskPage() {
  return (
    <RequireRole roles={STAFF_ROLES}>
      <PageFrame titleKey={ContractDeskPage.titleKey}>
        <List resource="contractDesk" exporter={false} title={ContractDeskPage.titleKey}>
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="account" label="app.onboarding.desk.account" field={TextField} />
            <DataTable.Col
              source="realName"
              label="app.onboarding.desk.real_name"
              field={TextField}
            />
            <DataTable.Col
              source="trackNum"
              label="app.onboarding.desk.track_num"
              field={TextField}
            />
            <DataTable.Col
              source="submitTime"
              label="app.onboarding.desk.submitted"
              field={TextField}
            />
            <DataTable.Col label="" disableSort render={() => <DeskActions />} />
          </DataTable>
        </List>
      </PageFrame>
    </RequireRole>
  );
}

function DeskActions() {
  const contract = useRecordContext<ContractView & { id: string }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const allowed = usePermission('staff_contracts_confirm');
  const [sendingBack, setSendingBack] = useState(false);
  const move = useStaffMove(
    ({ action, reason }: { action: 'confirm' | 'sendBack'; reason?: string }) =>
      dataProvider.moveContract(contract?.userId ?? '', action, reason),
    'contractDesk',
    `${D}.done`,
    () => setSendingBack(false),
  );
  if (!contract || !allowed) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        disabled={move.isPending}
        onClick={() => move.mutate({ action: 'confirm' })}
      >
        {translate(`${D}.confirm`)}
      </Button>
      <Button size="small" disabled={move.isPending} onClick={() => setSendingBack(true)}>
        {translate(`${D}.send_back`)}
      </Button>
      {sendingBack && (
        <ReasonDialog
          titleKey="app.onboarding.desk.send_back"
          labelKey="app.onboarding.desk.reason"
          pending={move.isPending}
          onConfirm={(reason) => move.mutate({ action: 'sendBack', reason })}
          onClose={() => setSendingBack(false)}
        />
      )}
    </Stack>
  );
}

ContractDeskPage.path = PATHS.contractDesk;
ContractDeskPage.titleKey = 'app.onboarding.route.contract_desk';
