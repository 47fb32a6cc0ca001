import type { ReactElement } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { RouteTabs } from '../../components/RouteTabs';
import { BillTab } from './BillTab';
import { RankingTab } from './RankingTab';
import { TaxCalculatorTab } from './TaxCalculatorTab';
import { WithdrawalTab } from './WithdrawalTab';

const TABS = ['withdrawal', 'bill', 'tax', 'ranking'] as const;

type SettlementTab = (typeof TABS)[number];

const TAB_CONTENT: Record<SettlementTab, () => ReactElement | null> = {
  withdrawal: WithdrawalTab,
  bill: BillTab,
  tax: TaxCalculatorTab,
  ranking: RankingTab,
};

const isTab = (value: string | undefined): value is SettlementTab =>
  (TABS as readonly (string | undefined)[]).includes(value);

export function settlementPath(tab: SettlementTab): string {
  return `/order/settlement/${tab}`;
}

/** Settlement: withdrawal, bill, tax calculator and earnings ranking tabs bound to the URL. */
export function SettlementPage() {
  const { active } = useParams();
  if (!isTab(active)) return <Navigate to={settlementPath('withdrawal')} replace />;
  const Content = TAB_CONTENT[active];
  return (
    <PageFrame titleKey={SettlementPage.titleKey}>
      <RouteTabs
        value={active}
        testId="settlement-tabs"
        tabs={TABS.map((tab) => ({
          value: tab,
          to: settlementPath(tab),
          labelKey: `app.money.tabs.${tab}`,
        }))}
      />
      <Content />
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
