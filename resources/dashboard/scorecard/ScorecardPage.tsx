import { Box, Button, Card, CardContent, Link as MuiLink, Stack } from '@mui/material';
import {
  DataTable,
  List,
  Pagination,
  SelectField,
  SelectInput,
  SimpleList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { NumberValueField } from '../../../src/components/NumberValueField';
import { Link } from 'react-router-dom';
import type { PointsLedgerEntry } from '../../../dataProvider/dashboardWireTypes';
import { PageFrame } from '../../../src/components/PageFrame';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';
import { ServerDateField } from '../../../src/components/ServerDateField';
import { useNotifyError } from '../../../src/notify/useNotifyError';
import { LevelProgress } from './LevelProgress';
import { POINTS_RULE_CHOICES, lastMonthChoices } from './pointsChoices';
import { usePointsSummary } from './usePointsSummary';
import { STANDALONE_LINK } from '../../../src/theme/touchTargets';
import { PATHS, taskShowPath } from '../../../src/routes/paths';

/** /wel/dashboard: where the designer stands, and every change of their points with its reason. */
export function ScorecardPage() {
  const translate = useTranslate();
  const { data: summary, error } = usePointsSummary();
  useNotifyError(error);
  return (
    <PageFrame titleKey={ScorecardPage.titleKey}>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack spacing={2}>
            {summary && <LevelProgress summary={summary} />}
            <Box>
              <Button component={Link} to={PATHS.scorePolicy} size="small">
                {translate('app.dashboard.level.policy')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <PointsLedgerList />
    </PageFrame>
  );
}

ScorecardPage.path = PATHS.scorecard;
ScorecardPage.titleKey = 'app.chrome.route.wel_dashboard';

function PointsLedgerList() {
  const filters = [
    <SelectInput
      key="month"
      source="month"
      label="app.dashboard.ledger.month"
      choices={lastMonthChoices(new Date(), 12)}
      emptyText="app.dashboard.ledger.all_months"
      alwaysOn
    />,
  ];
  return (
    <List
      resource="pointsLedger"
      title={false}
      filters={filters}
      exporter={false}
      actions={false}
      disableSyncWithLocation
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
      sort={{ field: 'date', order: 'DESC' }}
    >
      <PhoneOrTable
        phone={
          <SimpleList
            rowClick={false}
            primaryText={<SelectField source="rule" choices={POINTS_RULE_CHOICES} />}
            secondaryText={
              <>
                <ServerDateField source="date" /> <LedgerOrderLink />
              </>
            }
            tertiaryText={<NumberValueField source="amount" signed />}
            data-testid="points-ledger"
          />
        }
      >
        <DataTable bulkActionButtons={false} rowClick={false} data-testid="points-ledger">
          <DataTable.Col source="date" disableSort>
            <ServerDateField source="date" />
          </DataTable.Col>
          <DataTable.Col source="rule" disableSort>
            <SelectField source="rule" choices={POINTS_RULE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="orderNo" disableSort>
            <LedgerOrderLink />
          </DataTable.Col>
          <DataTable.Col source="amount" disableSort align="right">
            <NumberValueField source="amount" signed />
          </DataTable.Col>
          <DataTable.Col source="reason" disableSort>
            <LedgerNote />
          </DataTable.Col>
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}

/** The staff's reason, or why a run award shows less than its rule (the monthly cap). */
function LedgerNote() {
  const translate = useTranslate();
  const entry = useRecordContext<PointsLedgerEntry>();
  if (!entry) return null;
  if (entry.uncapped !== entry.amount) {
    return <>{translate('app.dashboard.ledger.capped', { uncapped: entry.uncapped })}</>;
  }
  if (entry.verdict) return <>{translate(`app.dashboard.ledger.verdict.${entry.verdict}`)}</>;
  return <>{entry.reason}</>;
}

function LedgerOrderLink() {
  const entry = useRecordContext<PointsLedgerEntry>();
  if (!entry?.taskId || !entry.orderNo) return null;
  return (
    <MuiLink component={Link} to={taskShowPath(entry.taskId)} sx={STANDALONE_LINK}>
      {entry.orderNo}
    </MuiLink>
  );
}
