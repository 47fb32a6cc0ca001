import { Typography } from '@mui/material';
import {
  DataTable,
  List,
  SimpleList,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CardLines } from '../../../src/components/CardLines';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';
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
        <PhoneOrTable
          phone={
            <SimpleList
              rowClick={false}
              data-testid="signed-contracts"
              primaryText={<TextField source="signedName" />}
              secondaryText={
                <CardLines
                  lines={[
                    ['app.onboarding.desk.account', <TextField source="account" />],
                    ['app.onboarding.desk.signed_version', <TextField source="signedVersion" />],
                    [
                      'app.onboarding.desk.signed_language',
                      <TextField source="document.languageName" />,
                    ],
                    [
                      'app.onboarding.desk.signed_at',
                      <ServerDateField source="signTime" withTime />,
                    ],
                  ]}
                />
              }
              tertiaryText={<CopyOfRow />}
            />
          }
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
        </PhoneOrTable>
      </List>
    </>
  );
}

function CopyOfRow() {
  const contract = useRecordContext<ContractView & { id: string }>();
  return contract ? <SignedCopyButton contract={contract} /> : null;
}
