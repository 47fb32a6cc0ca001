import { DataTable, List, SimpleList, TextField } from 'react-admin';
import { CardLines } from '../../../src/components/CardLines';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';
import { ServerDateField } from '../../../src/components/ServerDateField';
import type { CertificationAttempt } from '../../../dataProvider/onboardingWireTypes';
import { STAFF_ROLES } from '../../../src/domain/roles';
import { RequireRole } from '../../../src/layout/RequireRole';
import { PageFrame } from '../../../src/components/PageFrame';
import { useDentureTypes } from '../../../src/dictionaries/useDentureTypes';

/** Staff: the attempts under review, oldest first; a row opens the review. */
export function ReviewQueue() {
  return (
    <RequireRole roles={STAFF_ROLES}>
      <PageFrame titleKey="app.onboarding.route.review">
        <QueueList />
      </PageFrame>
    </RequireRole>
  );
}

function QueueList() {
  const { labelOf } = useDentureTypes();
  return (
    <List
      filter={{ status: '0' }}
      sort={{ field: 'submitTime', order: 'ASC' }}
      exporter={false}
      title="app.onboarding.route.review"
      empty={false}
    >
      <PhoneOrTable
        phone={
          <SimpleList<CertificationAttempt>
            rowClick="show"
            data-testid="review-queue"
            primaryText={<TextField source="designerName" />}
            secondaryText={(row) => (
              <CardLines
                lines={[
                  ['app.onboarding.review.designer', row.account],
                  ['app.onboarding.result.type', labelOf(row.dentureType)],
                  ['app.onboarding.result.software', row.software],
                  [
                    'app.onboarding.result.submitted',
                    <ServerDateField source="submitTime" withTime />,
                  ],
                ]}
              />
            )}
          />
        }
      >
        <DataTable<CertificationAttempt> bulkActionButtons={false} rowClick="show">
          <DataTable.Col
            source="account"
            label="app.onboarding.review.designer"
            field={TextField}
          />
          <DataTable.Col
            source="designerName"
            field={TextField}
            label="app.onboarding.audit.name"
          />
          <DataTable.Col
            source="dentureType"
            label="app.onboarding.result.type"
            disableSort
            render={(row: CertificationAttempt) => labelOf(row.dentureType)}
          />
          <DataTable.Col
            source="software"
            label="app.onboarding.result.software"
            field={TextField}
          />
          <DataTable.Col source="submitTime" label="app.onboarding.result.submitted">
            <ServerDateField source="submitTime" withTime />
          </DataTable.Col>
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
