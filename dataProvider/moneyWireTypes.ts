import type { components } from './generated/openapi';

/**
 * Money shapes on the wire (docs/CONTRACT.md, "Money"), generated from docs/api/openapi.yaml:
 * amounts in yuan (`Yuan`, two decimals at most) unless a name says fen.
 */
type Schemas = components['schemas'];

/** The designer's settlement currency (payment information); each money record carries its own. */
export type SettlementCurrency = Schemas['SettlementCurrency'];
export type Balance = Schemas['Balance'];
export type WithdrawalPreview = Schemas['WithdrawalPreview'];
export type Withdrawal = Schemas['Withdrawal'];
export type WithdrawalPayee = Schemas['WithdrawalPayee'];
export type Bill = Schemas['Bill'];
export type BillDetail = Schemas['BillDetail'];
/** An order still awaiting inspection when a month is asked to close. */
export type AwaitingQcOrder = Schemas['AwaitingQcOrder'];
/** `closed: false`: orders await inspection; nothing was billed, ask and send `confirm`. */
export type CloseMonthAnswer = Schemas['CloseMonthAnswer'];
export type RankingRow = Schemas['RankingRow'];
export type Ranking = Schemas['Ranking'];
/** A cell of the price list (GET /api/os/price/page): per unit, in fen and in yuan. */
export type UnitPriceRow = Schemas['UnitPriceRow'];
/** One change of a price, kept for ever: who, when, old → new (fen). */
export type UnitPriceChange = Schemas['UnitPriceChange'];
/** GET /api/os/price/{id}/detail and the answer of a change (staff). */
export type UnitPriceDetail = Schemas['UnitPriceDetail'];
