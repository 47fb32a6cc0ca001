import { Typography } from '@mui/material';
import { DataTable, List, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { ContractView } from '../../../dataProvider/onboardingWireTypes';
import { ServerDateField } from '../../../src/components/ServerDateField';
import { SignedCopyButton } from '../contract/SignedCopyButton';

/** The contracts designers signed online, newest first, each with its signed copy as a PDF. */
export function SignedContractList() {
  const translate = useTranslate();
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {translate('app.onboarding.desk.signed')}
      </Typography>
      <List
        resource="signedContracts"
        empty={false}
        title={false}
        actions={false}
        exporter={false}
        disableSyncWithLocation
      >
        <DataTable bulkActionButtons={false} rowClick={false} data-testid="signed-contracts">
          <DataTable.Col source="account" label="app.onboarding.desk.account" field={TextField} />
          <DataTable.Col
            source="signedName"
            label="app.onboarding.desk.real_name"
            field={TextField}
          />
          <DataTable.Col
            source="signedVersion"
            label="app.onboarding.desk.signed_version"
            field={TextField}
          />
          <DataTable.Col
            source="document.languageName"
            label="app.onboarding.desk.signed_language"
            field={TextField}
          />
          <DataTable.Col source="signTime" label="app.onboarding.desk.signed_at">
            <ServerDateField source="signTime" withTime />
          </DataTable.Col>
          <DataTable.Col label="" disableSort render={() => <CopyOfRow />} />
        </DataTable>
      </List>
    </>
  );
}

function CopyOfRow() {
  const contract = useRecordContext<ContractView & { id: string }>();
  return contract ? <SignedCopyButton contract={contract} /> : null;
}
