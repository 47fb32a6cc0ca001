import { fenToYuan, maskRankedName } from '../../src/domain/money';
import type { Ranking } from '../../dataProvider/moneyWireTypes';
import type { FakeState } from '../store/state';

/**
 * A month's designers by settled income; others' names masked; the caller's rank and gap. Only
 * bills in the caller's settlement currency are ranked: yuan and dollars are not compared.
 */
export function rankingOf(
  state: FakeState,
  month: string,
  viewerId: string,
): Pick<Ranking, 'records' | 'mine'> {
  const viewer = state.users.find((candidate) => candidate.id === viewerId);
  const currency = viewer?.payment.currency ?? 'RMB';
  const rows = (state.bills ?? [])
    .filter((bill) => bill.name === month && bill.currency === currency)
    .sort((a, b) => b.amountFen - a.amountFen || a.id.localeCompare(b.id))
    .map((bill, index) => {
      const user = state.users.find((candidate) => candidate.id === bill.userId);
      const mine = bill.userId === viewerId;
      return {
        id: bill.id,
        rank: index + 1,
        name: mine ? (user?.name ?? '') : maskRankedName(user?.name ?? ''),
        income: fenToYuan(bill.amountFen),
        incomeFen: bill.amountFen,
        mine,
      };
    });
  const index = rows.findIndex((row) => row.mine);
  const mine =
    index < 0
      ? null
      : {
          rank: rows[index].rank,
          income: rows[index].income,
          gapToNext: index === 0 ? 0 : fenToYuan(rows[index - 1].incomeFen - rows[index].incomeFen),
        };
  return { records: rows.map(({ incomeFen: _fen, ...row }) => row), mine };
}
