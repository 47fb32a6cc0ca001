import { ADMIN_ROLES } from '../../../src/domain/roles';
import { PATHS } from '../../../src/routes/paths';
import { StaffDesk, type StaffDeskConfig } from './StaffDesk';

const A = 'app.onboarding.audit';

/** Admin: pending third-party registrations; approve, or reject with the reason they will read. */
const REGISTRATION_AUDIT: StaffDeskConfig = {
  resource: 'registrations',
  titleKey: 'app.onboarding.route.audit',
  roles: ADMIN_ROLES,
  permission: 'staff_audit_pass',
  columns: [
    { source: 'account', label: `${A}.account` },
    { source: 'name', label: `${A}.name` },
    { source: 'createTime', label: `${A}.created`, time: true },
  ],
  keys: {
    approve: `${A}.approve`,
    reject: `${A}.reject`,
    reason: `${A}.reason`,
    done: `${A}.done`,
    confirmTitle: `${A}.confirm_title`,
    confirmNote: `${A}.confirm_note`,
  },
  rejectColor: 'error',
  testIdOf: (record) => `audit-${record.account}`,
  move: (dataProvider, record, verdict, reason) =>
    dataProvider.auditRegistration(
      String(record.id),
      verdict === 'approve' ? 'pass' : 'refuse',
      reason,
    ),
};

export function RegistrationAuditPage() {
  return <StaffDesk desk={REGISTRATION_AUDIT} />;
}

RegistrationAuditPage.path = PATHS.registrationAudit;
RegistrationAuditPage.titleKey = REGISTRATION_AUDIT.titleKey;
