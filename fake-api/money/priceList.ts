import type { DesignTask, TaskEarning } from '../../dataProvider/wireTypes';
import type { DesignerLevel } from '../../src/domain/levels';
import {
  earningOf,
  orderUnits,
  payBasisOf,
  PRICE_LEVELS,
  unitPriceFor,
} from '../../src/domain/pricing';
import type { FakeState, UserRecord } from '../store/state';

import { moneySettings } from './ledger';
import type { PriceChangeRecord, PriceEntryRecord } from './moneyTypes';

/** The seed's price per unit at level C (the bill's prices before levels had their own). */
const BASE_FEN: Readonly<Record<string, number>> = {
  全冠: 1500,
  内冠: 1200,
  嵌体: 1000,
  贴面: 1800,
  种植基台: 2500,
  活动支架: 4000,
  氧化锆全冠: 1500,
};
const LEVEL_PERCENT: Readonly<Record<DesignerLevel, number>> = { A: 120, B: 110, C: 100, D: 90 };

/** The products the seeded price list has prices for. */
export const PRICED_PRODUCTS = Object.keys(BASE_FEN);

/** The seed's price list: every product at every level, with ids of their own (`18…`). */
export function seedPriceList(time: string): PriceEntryRecord[] {
  return PRICED_PRODUCTS.flatMap((productName, productIndex) =>
    PRICE_LEVELS.map((level, levelIndex) => ({
      id: `18${String(productIndex * PRICE_LEVELS.length + levelIndex + 1).padStart(17, '0')}`,
      productName,
      level,
      unitPriceFen: (BASE_FEN[productName] * LEVEL_PERCENT[level]) / 100,
      updateTime: time,
      updatedBy: '',
    })),
  );
}

/** The price list of the state (a data file from before it had one gets the seed's). */
export function priceListOf(state: FakeState): PriceEntryRecord[] {
  state.priceList ??= seedPriceList('');
  return state.priceList;
}

/** What a unit of `productName` pays a designer of `level` now. */
export function currentUnitPrice(state: FakeState, productName: string, level: DesignerLevel) {
  return (
    unitPriceFor(priceListOf(state), productName, level) ?? moneySettings(state).defaultUnitFen
  );
}

/** The grab fixes the order's price from the list at the holder's level: later changes stay out. */
export function fixPrice(state: FakeState, task: DesignTask, holder: UserRecord): void {
  task.unitPriceFen = currentUnitPrice(state, task.productName, holder.level);
  task.priceLevel = holder.level;
}

/** Back in the pool, the order has no price of its own until the next grab. */
export function clearPrice(task: DesignTask): void {
  delete task.unitPriceFen;
  delete task.priceLevel;
}

/**
 * The price a held order pays: its fixed one; an order held before prices were fixed (older data
 * files) pays the list's price at its holder's level now.
 */
export function heldUnitPrice(state: FakeState, task: DesignTask, holder: UserRecord | undefined) {
  const level = task.priceLevel ?? holder?.level ?? 'D';
  const unitPriceFen = task.unitPriceFen ?? currentUnitPrice(state, task.productName, level);
  return { unitPriceFen, level, fixed: task.unitPriceFen !== undefined };
}

/**
 * What the order pays, as the reads answer it: a held order its own price, in its holder's
 * currency; a pool order what it would pay the calling designer now; nothing in the pool for
 * staff or a sub-account, who may not grab it.
 */
export function taskEarning(
  state: FakeState,
  task: DesignTask,
  viewer: UserRecord,
): TaskEarning | undefined {
  const holder = task.designerId
    ? state.users.find((user) => user.id === task.designerId)
    : undefined;
  const mayGrab = viewer.roleAlias === 'designer' && !viewer.mainAccountId;
  if (!holder && (task.designerId || !mayGrab)) return undefined;
  const payee = holder ?? viewer;
  const price = holder
    ? heldUnitPrice(state, task, holder)
    : {
        unitPriceFen: currentUnitPrice(state, task.productName, viewer.level),
        level: viewer.level,
        fixed: false,
      };
  return {
    ...earningOf(orderUnits(task), price.unitPriceFen),
    basis: payBasisOf(task.dentureType),
    level: price.level,
    currency: payee.payment.currency,
    fixed: price.fixed,
  };
}

/** The order as a read answers it: with its earning for `viewer`. */
export function withEarning(state: FakeState, task: DesignTask, viewer: UserRecord): DesignTask {
  return { ...task, earning: taskEarning(state, task, viewer) };
}

/** Sets a price and keeps the change (who, when, old → new); an unchanged price records nothing. */
export function changePrice(
  state: FakeState,
  entry: PriceEntryRecord,
  change: { newFen: number; by: string; time: string; id: string },
): void {
  if (entry.unitPriceFen === change.newFen) return;
  state.priceChanges ??= [];
  state.priceChanges.push({
    id: change.id,
    entryId: entry.id,
    oldFen: entry.unitPriceFen,
    newFen: change.newFen,
    by: change.by,
    time: change.time,
  });
  Object.assign(entry, {
    unitPriceFen: change.newFen,
    updateTime: change.time,
    updatedBy: change.by,
  });
}

/** The changes of one price, newest first. */
export function priceHistory(state: FakeState, entryId: string): PriceChangeRecord[] {
  return (state.priceChanges ?? []).filter((change) => change.entryId === entryId).reverse();
}
