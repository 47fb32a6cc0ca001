import type { ReactElement } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageFrame } from '../../../src/components/PageFrame';
import { RouteTabs } from '../../../src/components/RouteTabs';
import { BillTab } from './BillTab';
import { RankingTab } from './RankingTab';
import { TaxCalculatorTab } from './TaxCalculatorTab';
import { WithdrawalTab } from './WithdrawalTab';
import { PATHS, SETTLEMENT_TABS, settlementPath } from '../../../src/routes/paths';
import type { SettlementTab } from '../../../src/routes/paths';

const TAB_CONTENT: Record<SettlementTab, () => ReactElement | null> = {
  withdrawal: WithdrawalTab,
  bill: BillTab,
  tax: TaxCalculatorTab,
  ranking: RankingTab,
};

const isTab = (value: string | undefined): value is SettlementTab =>
  (SETTLEMENT_TABS as readonly (string | undefined)[]).includes(value);

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
        tabs={SETTLEMENT_TABS.map((tab) => ({
          value: tab,
          to: settlementPath(tab),
          labelKey: `app.money.tabs.${tab}`,
        }))}
      />
      <Content />
    </PageFrame>
  );
}

SettlementPage.path = PATHS.settlement;
SettlementPage.titleKey = 'app.chrome.route.settlement';
