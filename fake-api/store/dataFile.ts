import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { FakeState } from './state';

/**
 * The data file on disk. A write goes to a temporary file beside it, is flushed, then renamed over
 * the file: a kill at any moment leaves the previous state or the new one, never half of either.
 */
export function writeDataFile(dataFile: string, text: string): void {
  const directory = dirname(dataFile);
  mkdirSync(directory, { recursive: true });
  const temporary = join(directory, `${temporaryPrefix(dataFile)}${process.pid}.tmp`);
  const handle = openSync(temporary, 'w');
  try {
    writeSync(handle, text);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  renameSync(temporary, dataFile);
  syncDirectory(directory);
}

export type DataFileRead =
  { kind: 'missing' } | { kind: 'read'; state: FakeState } | { kind: 'damaged'; reason: string };

/** The state in the data file, or why there is none; temporary files of a killed write go. */
export function readDataFile(dataFile: string): DataFileRead {
  removeLeftTemporaries(dataFile);
  if (!existsSync(dataFile)) return { kind: 'missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(dataFile, 'utf8'));
  } catch (error) {
    return { kind: 'damaged', reason: error instanceof Error ? error.message : String(error) };
  }
  if (!looksLikeState(parsed)) return { kind: 'damaged', reason: 'not the fake API state' };
  return { kind: 'read', state: parsed };
}

/** Moves a damaged data file aside as `<file>.damaged-<time>`; answers its new path. */
export function keepDamaged(dataFile: string, now: number): string {
  const kept = `${dataFile}.damaged-${new Date(now).toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dataFile, kept);
  return kept;
}

function looksLikeState(value: unknown): value is FakeState {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as Partial<FakeState>).users)
  );
}

const temporaryPrefix = (dataFile: string) => `.${basename(dataFile)}.`;

function removeLeftTemporaries(dataFile: string): void {
  const directory = dirname(dataFile);
  if (!existsSync(directory)) return;
  const prefix = temporaryPrefix(dataFile);
  for (const name of readdirSync(directory)) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) rmSync(join(directory, name));
  }
}

/** The rename itself is made durable by flushing the directory (where the platform allows it). */
function syncDirectory(directory: string): void {
  let handle: number | undefined;
  try {
    handle = openSync(directory, 'r');
    fsyncSync(handle);
  } catch {
    // Windows cannot open a directory: the rename is still atomic there.
  } finally {
    if (handle !== undefined) closeSync(handle);
  }
}
