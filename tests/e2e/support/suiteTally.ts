import { readTallies, sumTallies } from '../../../fake-api/http/contractTally';

/** Where each browser-test server leaves what the OpenAPI validator checked (portalServer.ts). */
export const SUITE_TALLY_VARIABLE = 'E2E_OPENAPI_TALLY_DIR';

/** The browser suite's line of issue 38's count: requests and answers checked, violations. */
export function suiteTallyLine(dir: string): string {
  const total = sumTallies(readTallies(dir));
  const routes = Object.keys(total.operations).length;
  return (
    `OpenAPI contract, browser suite: validated ${total.requests} requests, ` +
    `${total.responses} responses, ${total.violations.length} violations, on ${routes} routes`
  );
}
