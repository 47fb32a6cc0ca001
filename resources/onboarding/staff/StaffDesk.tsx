import { Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  DataTable,
  List,
  SimpleList,
  TextField,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { ServerDateField } from '../../../src/components/ServerDateField';
import { CardLines } from '../../../src/components/CardLines';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';
import { PageFrame } from '../../../src/components/PageFrame';
import { ReasonDialog } from '../../../src/components/ReasonDialog';
import { usePermission } from '../../../src/session/usePermission';
import { RequireRole } from '../../../src/layout/RequireRole';
import { useStaffMove } from './useStaffMove';
import { ConfirmButton } from '../../../src/forms/ConfirmButton';

/** What tells one staff desk from another: its list, who may act, its words and its call. */
export interface StaffDeskConfig {
  resource: string;
  titleKey: string;
  roles: readonly string[];
  /** The button permission that shows the two moves. */
  permission: string;
  columns: readonly { source: string; label: string; time?: boolean }[];
  /**
   * Translation keys of the approve and reject buttons, the reason field, the toast, and the
   * approval's confirm dialog (its title takes the row's `account`).
   */
  keys: {
    approve: string;
    reject: string;
    reason: string;
    done: string;
    confirmTitle: string;
    confirmNote: string;
  };
  /** The reject button's colour (a refusal the user reads is red). */
  rejectColor?: 'error';
  /** A test id for a row's moves, when tests find rows by it. */
  testIdOf?: (record: RaRecord) => string;
  /** The server call of a move; `reason` is set when rejecting. */
  move: (
    dataProvider: PortalDataProvider,
    record: RaRecord,
    verdict: 'approve' | 'reject',
    reason?: string,
  ) => Promise<void>;
}

/** On a phone, one card a row: its first column, the others labelled, then the two moves. */
function PhoneDesk({ desk }: { desk: StaffDeskConfig }) {
  const [first, ...rest] = desk.columns;
  const field = ({ source, time }: StaffDeskConfig['columns'][number]) =>
    time ? <ServerDateField source={source} withTime /> : <TextField source={source} />;
  return (
    <SimpleList
      rowClick={false}
      data-testid="staff-desk-list"
      primaryText={first && field(first)}
      secondaryText={
        <>
          <CardLines lines={rest.map((column) => [column.label, field(column)] as const)} />
          <DeskActions desk={desk} />
        </>
      }
    />
  );
}

/**
 * A staff desk (contracts, registrations): a list whose rows are approved or rejected once, then
 * what else the desk shows (`children`).
 */
export function StaffDesk({ desk, children }: { desk: StaffDeskConfig; children?: ReactNode }) {
  return (
    <RequireRole roles={desk.roles}>
      <PageFrame titleKey={desk.titleKey}>
        <List resource={desk.resource} exporter={false} title={desk.titleKey}>
          <PhoneOrTable phone={<PhoneDesk desk={desk} />}>
            <DataTable bulkActionButtons={false} rowClick={false}>
              {desk.columns.map(({ source, label, time }) =>
                time ? (
                  <DataTable.Col key={source} source={source} label={label}>
                    <ServerDateField source={source} withTime />
                  </DataTable.Col>
                ) : (
                  <DataTable.Col key={source} source={source} label={label} field={TextField} />
                ),
              )}
              <DataTable.Col label="" disableSort render={() => <DeskActions desk={desk} />} />
            </DataTable>
          </PhoneOrTable>
        </List>
        {children}
      </PageFrame>
    </RequireRole>
  );
}

function DeskActions({ desk }: { desk: StaffDeskConfig }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const allowed = usePermission(desk.permission);
  const [rejecting, setRejecting] = useState(false);
  const move = useStaffMove(
    ({ verdict, reason }: { verdict: 'approve' | 'reject'; reason?: string }) =>
      record ? desk.move(dataProvider, record, verdict, reason) : Promise.resolve(),
    desk.resource,
    desk.keys.done,
    () => setRejecting(false),
  );
  if (!record || !allowed) return null;
  return (
    <Stack direction="row" spacing={1} data-testid={desk.testIdOf?.(record)}>
      <ConfirmButton
        size="small"
        variant="contained"
        disabled={move.isPending}
        pending={move.isPending}
        title={desk.keys.confirmTitle}
        titleOptions={{ account: String(record.account ?? '') }}
        content={desk.keys.confirmNote}
        onConfirm={() => move.mutate({ verdict: 'approve' })}
      >
        {translate(desk.keys.approve)}
      </ConfirmButton>
      <Button
        size="small"
        color={desk.rejectColor}
        disabled={move.isPending}
        onClick={() => setRejecting(true)}
      >
        {translate(desk.keys.reject)}
      </Button>
      {rejecting && (
        <ReasonDialog
          titleKey={desk.keys.reject}
          limit="reason"
          labelKey={desk.keys.reason}
          pending={move.isPending}
          onConfirm={(reason) => move.mutate({ verdict: 'reject', reason })}
          onClose={() => setRejecting(false)}
        />
      )}
    </Stack>
  );
}
