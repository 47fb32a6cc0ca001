import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageFrame } from '../../../src/components/PageFrame';
import { RouteTabs } from '../../../src/components/RouteTabs';
import { BasicInfoTab } from './BasicInfoTab';
import { PasswordTab } from './PasswordTab';
import { PaymentTab } from './PaymentTab';
import { ReferralTab } from './ReferralTab';
import { ContractTab } from '../../onboarding';
import { PATHS, personalCenterPath } from '../../../src/routes/paths';
import type { PersonalCenterTab } from '../../../src/routes/paths';
import { isStaff } from '../../../src/domain/roles';
import { usePortalIdentity } from '../../../src/session/usePortalIdentity';

const TABS = {
  '1': 'basic_info',
  '2': 'change_password',
  '3': 'payment',
  '4': 'referral',
  '5': 'contract',
} as const satisfies Record<PersonalCenterTab, string>;

/** What each tab shows. */
const TAB_COMPONENTS: Record<PersonalCenterTab, ComponentType> = {
  '1': BasicInfoTab,
  '2': PasswordTab,
  '3': PaymentTab,
  '4': ReferralTab,
  '5': ContractTab,
};

const isTab = (value: string | undefined): value is PersonalCenterTab =>
  value !== undefined && value in TABS;

/** Staff keep their account and password; payment, promotion and contract are a designer's (issue 40). */
const STAFF_TABS: readonly PersonalCenterTab[] = ['1', '2'];

/** Personal centre: its five tabs bound to the URL (/order/personalCenter/1..5). */
export function PersonalCenterPage() {
  const { active } = useParams();
  const { identity, isPending } = usePortalIdentity();
  if (isPending) return null;
  const staff = isStaff(identity?.roleName);
  const allowed = (tab: string | undefined): tab is PersonalCenterTab =>
    isTab(tab) && (!staff || STAFF_TABS.includes(tab));
  if (!allowed(active)) return <Navigate to={personalCenterPath('1')} replace />;
  const Tab = TAB_COMPONENTS[active];
  return (
    <PageFrame titleKey={PersonalCenterPage.titleKey}>
      <RouteTabs
        value={active}
        testId="personal-center-tabs"
        tabs={Object.entries(TABS)
          .filter(([tab]) => allowed(tab))
          .map(([tab, name]) => ({
            value: tab,
            to: personalCenterPath(tab as PersonalCenterTab),
            labelKey: `app.chrome.personal_center.${name}`,
          }))}
      />
      <Tab key={active} />
    </PageFrame>
  );
}

PersonalCenterPage.path = PATHS.personalCenter;
PersonalCenterPage.titleKey = 'app.chrome.route.personal_center';
