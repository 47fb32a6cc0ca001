import { parseYuan } from '../../../src/domain/money';
import { unitPriceProblem } from '../../../src/domain/pricing';

/** A price in yuan that the list may keep: whole fen (2 decimals at most), 0 to 100 000 yuan. */
export function validUnitPrice(value: unknown): string | undefined {
  const fen = typeof value === 'number' ? parseYuan(value) : undefined;
  return fen === undefined || unitPriceProblem(fen) ? 'app.money.prices.invalid' : undefined;
}
