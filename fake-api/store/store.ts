import type { LowDb } from 'json-server';
import { keepDamaged, readDataFile, writeDataFile } from './dataFile';
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

export interface StateSource {
  dataFile: string | null;
  /** A state given by the caller (tests): used as it is, the file is not read. */
  given?: FakeState;
  /** The seed dated at a moment: the state when the file is missing or damaged. */
  seed: (now: number) => FakeState;
  now: number;
  log: (line: string) => void;
}

/**
 * The given state, else the data file, else the seed (written to the file). A data file that
 * cannot be read is kept aside as `<file>.damaged-<time>` and said so: the server starts from the
 * seed instead of failing at every start.
 */
export function loadState({ dataFile, given, seed, now, log }: StateSource): FakeState {
  if (given) return given;
  if (!dataFile) return seed(now);
  const read = readDataFile(dataFile);
  if (read.kind === 'read') return read.state;
  if (read.kind === 'damaged') {
    const kept = keepDamaged(dataFile, now);
    log(
      `[fake-api] the data file ${dataFile} is damaged (${read.reason}): ` +
        `kept as ${kept}; starting from the seed.`,
    );
  }
  const seeded = seed(now);
  writeState(dataFile, seeded);
  return seeded;
}

export function createStore(db: LowDb<FakeState>, dataFile: string | null): Store {
  let written = dataFile ? serialize(db.getState()) : '';
  const commit = () => {
    if (!dataFile) return;
    const text = serialize(db.getState());
    if (text === written) return;
    writeDataFile(dataFile, text);
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
  writeDataFile(dataFile, serialize(state));
}

function serialize(state: FakeState): string {
  return `${JSON.stringify(state, null, 2)}\n`;
}
