import { LimitedTextInput } from '../../../src/forms/LimitedTextInput';
import { useState } from 'react';
import { Alert, Card, CardContent, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  DataTable,
  Form,
  List,
  NumberInput,
  SearchInput,
  TextField,
  required,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { NumberValueField } from '../../../src/components/NumberValueField';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { PageFrame } from '../../../src/components/PageFrame';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { ADMIN_ROLES } from '../../../src/domain/roles';
import { RequireRole } from '../../../src/layout/RequireRole';
import { PATHS } from '../../../src/routes/paths';
import { ConfirmLargeSaveButton } from '../../../src/forms/ConfirmLargeSaveButton';
import { useFormatters } from '../../../src/format/useFormatters';
import { levelOf } from '../../../src/domain/levels';
import { isLargePointsAdjustment, isPointsAdjustment } from '../../../src/domain/staffChanges';

interface DesignerRow {
  id: string;
  account: string;
  points: number;
  level: string;
}

/** /order/points (administrator): adjust a designer's points, always with a reason (SPEC §6). */
export function PointsAdjustPage() {
  return (
    <RequireRole roles={ADMIN_ROLES}>
      <PageFrame titleKey={PointsAdjustPage.titleKey}>
        <PointsAdjustment />
      </PageFrame>
    </RequireRole>
  );
}

PointsAdjustPage.path = PATHS.pointsAdjust;
PointsAdjustPage.titleKey = 'app.dashboard.route.points_adjust';

function PointsAdjustment() {
  const translate = useTranslate();
  const { number } = useFormatters();
  const [selected, setSelected] = useState<DesignerRow>();
  return (
    <Stack spacing={2}>
      <List
        resource="pointsDesigners"
        title={false}
        filters={[<SearchInput key="account" source="account" alwaysOn />]}
        exporter={false}
        actions={false}
        disableSyncWithLocation
        perPage={10}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => {
            setSelected(record as DesignerRow);
            return false;
          }}
          data-testid="points-designers"
        >
          <DataTable.Col source="account" disableSort field={TextField} />
          <DataTable.Col source="nickName" disableSort field={TextField} />
          <DataTable.Col source="points" disableSort align="right">
            <NumberValueField source="points" />
          </DataTable.Col>
          <DataTable.Col source="level" disableSort field={TextField} />
        </DataTable>
      </List>
      <Card variant="outlined">
        <CardContent>
          {selected ? (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="points-selected">
              {translate('app.dashboard.adjust.selected', {
                ...selected,
                points: number(selected.points),
              })}
            </Alert>
          ) : (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('app.dashboard.adjust.pick')}
            </Alert>
          )}
          <AdjustForm designer={selected} onDone={setSelected} />
        </CardContent>
      </Card>
    </Stack>
  );
}

interface AdjustValues {
  amount: number | null;
  reason: string;
}

function AdjustForm({
  designer,
  onDone,
}: {
  designer?: DesignerRow;
  onDone: (row: DesignerRow) => void;
}) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const { number } = useFormatters();
  const adjust = useMutation({
    mutationFn: (values: AdjustValues & { userId: string }) =>
      dataProvider.adjustPoints({
        userId: values.userId,
        amount: Number(values.amount),
        reason: values.reason.trim(),
      }),
    onSuccess: (answer) => {
      if (!designer) return;
      const row = { ...designer, points: answer.points, level: answer.level };
      notify('app.dashboard.adjust.done', {
        type: 'success',
        messageArgs: {
          account: designer.account,
          points: number(answer.points),
          level: answer.level,
        },
      });
      onDone(row);
      refresh();
    },
    onError: notifyFailure,
  });
  const submit = (values: Record<string, unknown>) => {
    if (!designer || adjust.isPending) return;
    adjust.mutate({
      userId: designer.id,
      amount: values.amount as number,
      reason: String(values.reason ?? ''),
    });
  };
  return (
    <Form onSubmit={submit} defaultValues={{ amount: null, reason: '' }}>
      <Stack spacing={1} sx={{ maxWidth: 480 }}>
        <NumberInput
          source="amount"
          label="app.dashboard.adjust.amount"
          validate={[required(), pointsAdjustment]}
        />
        <LimitedTextInput
          limit="reason"
          source="reason"
          label="app.dashboard.adjust.reason"
          multiline
          minRows={2}
          validate={required()}
        />
        <ConfirmLargeSaveButton
          largeChange={(values) => {
            const amount = Number(values.amount);
            if (!designer || !isLargePointsAdjustment(designer.points, amount)) return undefined;
            const after = designer.points + amount;
            return {
              title: 'app.dashboard.adjust.confirm_title',
              content: 'app.dashboard.adjust.confirm_content',
              options: {
                account: designer.account,
                from: number(designer.points),
                fromLevel: levelOf(designer.points),
                to: number(after),
                toLevel: levelOf(after),
              },
            };
          }}
          label="app.dashboard.adjust.submit"
          disabled={!designer || adjust.isPending}
          alwaysEnable={Boolean(designer) && !adjust.isPending}
        />
      </Stack>
    </Form>
  );
}

/** A non-zero whole number within the wire's bound (the page's message, not the browser's). */
function pointsAdjustment(value: unknown) {
  return isPointsAdjustment(Number(value)) ? undefined : 'app.dashboard.adjust.amount_invalid';
}
