import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LowDb } from 'json-server';
import { createSeedState } from '../seed/index';
import type { FakeState } from './state';

/**
 * The live state (json-server's lowdb) and its data file. Handlers only change the state;
 * the store writes it: `commit` runs before every answer (middleware/persistChanges.ts) and
 * writes the file when the state differs from what was last written.
 */
export interface Store {
  state(): FakeState;
  /** Writes the state to the data file if it changed since the last write. */
  commit(): void;
  /** Replaces the whole state (reset to the seed) and writes it. */
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
  let written = dataFile ? serialize(db.getState()) : '';
  const commit = () => {
    if (!dataFile) return;
    const text = serialize(db.getState());
    if (text === written) return;
    writeText(dataFile, text);
    written = text;
  };
  return {
    state: () => db.getState(),
    commit,
    replace(state) {
      db.setState(state);
      commit();
    },
  };
}

export function writeState(dataFile: string, state: FakeState): void {
  writeText(dataFile, serialize(state));
}

function serialize(state: FakeState): string {
  return `${JSON.stringify(state, null, 2)}\n`;
}

function writeText(dataFile: string, text: string): void {
  mkdirSync(dirname(dataFile), { recursive: true });
  writeFileSync(dataFile, text);
}
