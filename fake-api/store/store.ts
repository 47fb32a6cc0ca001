import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LowDb } from 'json-server';
import { createSeedState } from '../seed/index';
import type { FakeState } from './state';

/** The live state (json-server's lowdb) and its data file. */
export interface Store {
  state(): FakeState;
  /** Writes the state to the data file; call after every change. */
  persist(): void;
  /** Replaces the whole state (reset to the seed) and persists it. */
  replace(state: FakeState): void;
}

/** The given state, else the data file, else the seed dated at `now` (written to the file). */
export function loadState(
  dataFile: string | null,
  given: FakeState | undefined,
  now: number,
): FakeState {
  if (given) return given;
  if (dataFile && existsSync(dataFile)) {
    return JSON.parse(readFileSync(dataFile, 'utf8')) as FakeState;
  }
  const seeded = createSeedState(now);
  if (dataFile) writeState(dataFile, seeded);
  return seeded;
}

export function createStore(db: LowDb<FakeState>, dataFile: string | null): Store {
  const persist = () => {
    if (dataFile) writeState(dataFile, db.getState());
  };
  return {
    state: () => db.getState(),
    persist,
    replace(state) {
      db.setState(state);
      persist();
    },
  };
}

export function writeState(dataFile: string, state: FakeState): void {
  mkdirSync(dirname(dataFile), { recursive: true });
  writeFileSync(dataFile, `${JSON.stringify(state, null, 2)}\n`);
}
