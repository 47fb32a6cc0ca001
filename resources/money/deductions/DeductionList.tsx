import { List } from 'react-admin';
import { PageFrame } from '../../../src/components/PageFrame';
import { isStaff } from '../../../src/domain/roles';
import { usePortalIdentity } from '../../../src/session/usePortalIdentity';
import { DeductionTable } from './DeductionTable';
import { StaffDeductionList } from './StaffDeductionList';

/** /deductions: a designer's own deductions (SPEC's deduction list); every designer's for staff. */
export function DeductionList() {
  const { identity, isPending } = usePortalIdentity();
  if (isPending) return null;
  if (isStaff(identity?.roleName)) return <StaffDeductionList />;
  return (
    <PageFrame titleKey="app.money.deductions.title">
      <List exporter={false} actions={false} title="app.money.deductions.title">
        <DeductionTable />
      </List>
    </PageFrame>
  );
}
