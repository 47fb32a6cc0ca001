import { sumTallies } from '../http/contractTally';
import type { TallyFile } from '../http/contractTally';
import { documentedOperations, readOpenApiDocument } from './openApiDocument';
import type { OpenApiDocument } from './openApiDocument';

export interface ContractSummary {
  total: TallyFile;
  /** Every operation of docs/api/openapi.yaml, `GET /os/user/detail`-like. */
  documented: string[];
  /** Documented operations no test request reached (the validator matched none to them). */
  uncalled: string[];
  /**
   * Operations whose answer is not JSON (the consent page, an object's bytes): a browser fetches
   * them itself, without headers, so the app serves them before the validator.
   */
  notJson: string[];
  /** Lines for the test run's output. */
  lines: string[];
}

/**
 * What the validator checked over a run, against what the document lists: `validated N
 * requests, M responses, V violations; the document lists K routes`, then each route with its
 * counts (`-` marks a route no test called), then the violations.
 */
export function summarizeContract(
  tallies: readonly TallyFile[],
  document: OpenApiDocument = readOpenApiDocument(),
): ContractSummary {
  const total = sumTallies(tallies);
  const documented = documentedOperations(document);
  const notJson = documented.filter((operation) => !answersJson(document, operation));
  const uncalled = documented.filter(
    (operation) => !notJson.includes(operation) && !total.operations[operation]?.requests,
  );
  const width = Math.max(...documented.map((operation) => operation.length));
  const lines = [
    `OpenAPI contract: validated ${total.requests} requests, ${total.responses} responses, ` +
      `${total.violations.length} violations; the document lists ${documented.length} routes` +
      ` (${uncalled.length} called by no test, ${notJson.length} not JSON, served before it):`,
    ...documented.map((operation) => {
      const counts = total.operations[operation];
      const mark = notJson.includes(operation) ? '~' : counts?.requests ? ' ' : '-';
      return `${mark} ${operation.padEnd(width)}  ${counts?.requests ?? 0} req, ${counts?.responses ?? 0} resp`;
    }),
    ...total.violations.map((violation) => `  violation: ${violation}`),
  ];
  return { total, documented, uncalled, notJson, lines };
}

interface Operation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

function answersJson(document: OpenApiDocument, operation: string): boolean {
  const [method, path] = operation.split(' ');
  const item = document.paths[path] as Record<string, Operation>;
  const responses = item[method.toLowerCase()]?.responses ?? {};
  // A redirect (the consent page's 302) answers no body.
  if (!responses['200'] && responses['302']) return false;
  const answer = responses['200'];
  return !answer?.content || 'application/json' in answer.content;
}

/**
 * Why a run fails the contract: an answer left the document, or (when every test file ran, so
 * that a route left out is really called by no test) a documented route that no test called.
 */
export function contractFailures(summary: ContractSummary, everyFileRan: boolean): string[] {
  return [
    ...(summary.total.violations.length > 0
      ? [`${summary.total.violations.length} answers left docs/api/openapi.yaml`]
      : []),
    ...(everyFileRan && summary.uncalled.length > 0
      ? [`no test calls ${summary.uncalled.join(', ')}`]
      : []),
  ];
}
