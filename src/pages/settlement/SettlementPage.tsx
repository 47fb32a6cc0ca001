import { Navigate, useParams } from 'react-router-dom';
import { ComingSoon, PageFrame } from '../../components/PageFrame';
import { RouteTabs } from '../../components/RouteTabs';

const TABS = ['withdrawal', 'bill'] as const;

type SettlementTab = (typeof TABS)[number];

const isTab = (value: string | undefined): value is SettlementTab =>
  (TABS as readonly (string | undefined)[]).includes(value);

export function settlementPath(tab: SettlementTab): string {
  return `/order/settlement/${tab}`;
}

/** Settlement: withdrawal and bill tabs bound to the URL. */
export function SettlementPage() {
  const { active } = useParams();
  if (!isTab(active)) return <Navigate to={settlementPath('withdrawal')} replace />;
  return (
    <PageFrame titleKey={SettlementPage.titleKey}>
      <RouteTabs
        value={active}
        testId="settlement-tabs"
        tabs={TABS.map((tab) => ({
          value: tab,
          to: settlementPath(tab),
          labelKey: `app.chrome.settlement.${tab}`,
        }))}
      />
      <ComingSoon />
    </PageFrame>
  );
}

SettlementPage.path = '/order/settlement/:active';
SettlementPage.titleKey = 'app.chrome.route.settlement';

/** The menu's parent path /order/settlement opens the withdrawal tab. */
export function SettlementIndex() {
  return <Navigate to={settlementPath('withdrawal')} replace />;
}

SettlementIndex.path = '/order/settlement';
