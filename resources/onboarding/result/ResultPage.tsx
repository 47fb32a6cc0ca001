import { Chip } from '@mui/material';
import { DataTable, List, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { CardLines } from '../../../src/components/CardLines';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';
import { ReasonField } from '../../../src/components/ReasonText';
import { ServerDateField } from '../../../src/components/ServerDateField';
import type { CertificationAttempt } from '../../../dataProvider/onboardingWireTypes';
import { PageFrame } from '../../../src/components/PageFrame';
import { STATUS_COLORS, statusKey } from '../qualification/qualificationLabels';
import { useDentureTypes } from '../../../src/dictionaries/useDentureTypes';
import { PATHS } from '../../../src/routes/paths';

/** Every attempt of the designer, newest first, filtered by type and result (/order/result). */
export function ResultPage() {
  const translate = useTranslate();
  const { items, labelOf } = useDentureTypes();
  const filters = [
    <SelectInput
      key="dentureType"
      source="dentureType"
      label="app.onboarding.result.type"
      choices={items.map((item) => ({ id: item.dictKey, name: item.dictValue }))}
      translateChoice={false}
      alwaysOn
    />,
    <SelectInput
      key="status"
      source="status"
      label="app.onboarding.result.result"
      choices={(['0', '1', '2'] as const).map((id) => ({ id, name: statusKey(id) }))}
      alwaysOn
    />,
  ];
  return (
    <PageFrame titleKey={ResultPage.titleKey}>
      <List
        resource="certifications"
        filters={filters}
        sort={{ field: 'submitTime', order: 'DESC' }}
        exporter={false}
        title={ResultPage.titleKey}
      >
        <PhoneOrTable
          phone={
            <SimpleList<CertificationAttempt>
              rowClick={false}
              data-testid="result-list"
              primaryText={(row) => labelOf(row.dentureType)}
              secondaryText={(row) => (
                <CardLines
                  lines={[
                    ['app.onboarding.result.result', translate(statusKey(row.status))],
                    [
                      'app.onboarding.result.submitted',
                      <ServerDateField source="submitTime" withTime />,
                    ],
                    [
                      'app.onboarding.result.reviewed',
                      <ServerDateField source="reviewTime" withTime />,
                    ],
                    ['app.onboarding.result.reason', <ReasonField kind="review" />],
                    ['app.onboarding.result.software', row.software],
                    ['app.onboarding.result.file', <a href={row.fileLink}>{row.fileName}</a>],
                  ]}
                />
              )}
            />
          }
        >
          <DataTable<CertificationAttempt> bulkActionButtons={false} rowClick={false}>
            <DataTable.Col
              source="dentureType"
              label="app.onboarding.result.type"
              render={(row: CertificationAttempt) => labelOf(row.dentureType)}
              disableSort
            />
            <DataTable.Col source="submitTime" label="app.onboarding.result.submitted">
              <ServerDateField source="submitTime" withTime />
            </DataTable.Col>
            <DataTable.Col source="reviewTime" label="app.onboarding.result.reviewed" disableSort>
              <ServerDateField source="reviewTime" withTime />
            </DataTable.Col>
            <DataTable.Col
              source="status"
              label="app.onboarding.result.result"
              disableSort
              render={(row: CertificationAttempt) => (
                <Chip
                  size="small"
                  color={STATUS_COLORS[row.status]}
                  label={translate(statusKey(row.status))}
                />
              )}
            />
            <DataTable.Col source="reason" label="app.onboarding.result.reason" disableSort>
              <ReasonField kind="review" />
            </DataTable.Col>
            <DataTable.Col
              source="software"
              label="app.onboarding.result.software"
              field={TextField}
              disableSort
            />
            <DataTable.Col
              source="fileName"
              label="app.onboarding.result.file"
              disableSort
              render={(row: CertificationAttempt) => <a href={row.fileLink}>{row.fileName}</a>}
            />
          </DataTable>
        </PhoneOrTable>
      </List>
    </PageFrame>
  );
}

ResultPage.path = PATHS.result;
ResultPage.titleKey = 'app.chrome.route.result';
