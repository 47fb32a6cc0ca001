import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';

/** What one app instance's validator saw, per operation (`GET /os/user/detail`). */
export interface TallyFile {
  requests: number;
  responses: number;
  violations: string[];
  operations: Record<string, { requests: number; responses: number }>;
}

export interface ContractTally {
  /** A request the validator matched to an operation of the document and checked. */
  request(operation: string): void;
  /** An answer the validator checked against that operation; `violation` when it did not fit. */
  response(operation: string, violation?: string): void;
  read(): TallyFile;
  /** Writes the tally to its directory (when it has one); done at close and on a violation. */
  write(): void;
}

let instances = 0;

/**
 * Counts what express-openapi-validator checked (fake-api/http/openApiValidation.ts) for the
 * tests' summary (tests/unit/openApiTallyReporter.ts): one file per app instance in `dir`.
 */
export function createContractTally(dir?: string): ContractTally {
  instances += 1;
  const file = dir && join(dir, `${process.pid}-${threadId}-${instances}.json`);
  const tally: TallyFile = { requests: 0, responses: 0, violations: [], operations: {} };
  const operationOf = (operation: string) =>
    (tally.operations[operation] ??= { requests: 0, responses: 0 });
  const write = () => {
    if (!file || !dir) return;
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(tally));
  };
  return {
    request(operation) {
      tally.requests += 1;
      operationOf(operation).requests += 1;
    },
    response(operation, violation) {
      tally.responses += 1;
      operationOf(operation).responses += 1;
      if (violation === undefined) return;
      tally.violations.push(`${operation}: ${violation}`);
      write();
    },
    read: () => tally,
    write,
  };
}

/** Sums the files of one run. */
export function sumTallies(files: readonly TallyFile[]): TallyFile {
  const total: TallyFile = { requests: 0, responses: 0, violations: [], operations: {} };
  for (const file of files) {
    total.requests += file.requests;
    total.responses += file.responses;
    total.violations.push(...file.violations);
    for (const [operation, counts] of Object.entries(file.operations)) {
      const sum = (total.operations[operation] ??= { requests: 0, responses: 0 });
      sum.requests += counts.requests;
      sum.responses += counts.responses;
    }
  }
  return total;
}

/** Reads the tallies that a run's fake APIs wrote into `dir` (fake-api/http/contractTally.ts). */
export function readTallies(dir: string): TallyFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as TallyFile);
}
