import axe, {
  type AxeResults,
  type ContextObject,
  type RunOptions,
  type SerialFrameSelector,
} from 'axe-core';
import type { Frame, Page, Request } from 'playwright-core';

/** What must not be found on any page: axe's two worst impacts. */
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** The selectors of the offending elements, with a bit of their markup. */
  nodes: string[];
}

/**
 * A third-party part of a page that axe leaves out, with the reason: always the narrowest
 * selector, never a rule switched off for the whole portal.
 */
export interface AxeExclusion {
  selector: SerialFrameSelector;
  why: string;
}

/** The serious and critical violations axe finds on the page as it is now. */
export async function blockingViolations(
  page: Page,
  exclusions: readonly AxeExclusion[] = [],
): Promise<AxeFinding[]> {
  await injectAxe(page);
  // Legacy mode, as @axe-core/playwright's setLegacyMode(true) runs it: axe.run in the page
  // itself, which reaches the same-origin frames (the external pages are left out anyway).
  const exclude = JSON.stringify(exclusions.map(({ selector }) => selector));
  return page.evaluate(runBlockingRules, { exclude, blocking: [...BLOCKING] });
}

/** The part of axe-core's private audit that says which impact each rule's findings have. */
interface AxeInPage {
  run(context: ContextObject, options: RunOptions): Promise<AxeResults>;
  _audit: { rules: { id: string; impact?: string }[] };
}

/**
 * Runs in the page: axe with only the rules whose findings can be blocking. A rule that declares
 * its impact gives every finding that impact (axe's finalizeRuleResult), so a minor or moderate
 * rule can never add to what the sweep reports ('region' and the landmark rules walk the whole
 * page for nothing). Only the violations come back with every node: the sweep never reads passes.
 */
async function runBlockingRules({
  exclude,
  blocking,
}: {
  /** The excluded selectors as JSON (their type is too deep for page.evaluate's argument). */
  exclude: string;
  blocking: string[];
}): Promise<AxeFinding[]> {
  const axeInPage = (window as unknown as { axe: AxeInPage }).axe;
  const context: ContextObject = {
    include: [],
    exclude: JSON.parse(exclude) as SerialFrameSelector[],
  };
  const rules = Object.fromEntries(
    axeInPage._audit.rules
      .filter((rule) => rule.impact !== undefined && !blocking.includes(rule.impact))
      .map((rule) => [rule.id, { enabled: false }]),
  );
  const { violations } = await axeInPage.run(context, { resultTypes: ['violations'], rules });
  return violations
    .filter((violation) => blocking.includes(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.map(
        (node) =>
          `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`,
      ),
    }));
}

/** What @axe-core/playwright configures after it injects axe-core. */
const AXE_CONFIGURE = `axe.configure({
  allowedOrigins: ['<same_origin>'],
  branding: { application: 'playwright' },
})`;

/**
 * axe-core in every frame of the page that does not have it yet. @axe-core/playwright injects
 * its 650 kB twice on every analysis; a sweep that moves inside the running portal keeps the
 * first copy from route to route (a new document, after a full load, gets its own).
 */
async function injectAxe(page: Page): Promise<void> {
  const inject = async (frame: Frame) => {
    if (await frame.evaluate(() => 'axe' in window)) return;
    await frame.evaluate(axe.source);
    await frame.evaluate(AXE_CONFIGURE);
  };
  await inject(page.mainFrame());
  // As @axe-core/playwright: a child frame that cannot take axe within a second (detached,
  // still navigating) is analysed without it.
  for (const frame of page.frames().slice(1)) {
    await Promise.race([inject(frame), new Promise((resolve) => setTimeout(resolve, 1_000))]).catch(
      () => undefined,
    );
  }
}

/**
 * Waits until the page has stopped loading: no request for a moment and no loading indicator
 * (react-admin's Loading, a list's progress bar) left on the page.
 */
export async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await page
    .locator('.MuiCircularProgress-root:visible, .MuiLinearProgress-indeterminate:visible')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await restingColours(page);
  await transitionsDone(page);
}

/**
 * Axe reads colours as painted. A button enabled after the page went idle fades from the disabled
 * grey to its colour over 250 ms, and axe caught it half-way (white on #d3d5d8); with transitions
 * at zero length every colour it reads is the one the page rests at.
 */
async function restingColours(page: Page): Promise<void> {
  await page.evaluate((css) => {
    if (document.getElementById('resting-colours')) return;
    const style = document.createElement('style');
    style.id = 'resting-colours';
    style.textContent = css;
    document.head.append(style);
  }, '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }');
}

/**
 * Waits for finite CSS transitions and animations (a dialog fading in) to end: axe reads colours
 * as painted, and a half-faded dialog shows text at a contrast it never has at rest.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** The requests of a page still in flight, and when the last one started or ended. */
interface Traffic {
  inflight: Set<Request>;
  lastChange: number;
}

const TRAFFIC = new WeakMap<Page, Traffic>();
/** How long the network must stay idle: enough for a render to ask for its data or chunk. */
const QUIET_MS = 200;
const QUIET_TIMEOUT_MS = 5_000;

/**
 * No request in flight for QUIET_MS. Playwright's 'networkidle' waits 500 ms of silence after
 * every page of a sweep (a few hundred pages a run); the page's own requests, followed from the
 * first call on, say the same sooner. The first call on a page, whose earlier requests were not
 * followed, waits for 'networkidle' itself.
 */
async function networkQuiet(page: Page): Promise<void> {
  const traffic = TRAFFIC.get(page);
  if (!traffic) {
    followTraffic(page);
    await page
      .waitForLoadState('networkidle', { timeout: QUIET_TIMEOUT_MS })
      .catch(() => undefined);
    return;
  }
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (traffic.inflight.size === 0 && Date.now() - traffic.lastChange >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function followTraffic(page: Page): void {
  const traffic: Traffic = { inflight: new Set(), lastChange: Date.now() };
  TRAFFIC.set(page, traffic);
  const started = (request: Request) => {
    traffic.inflight.add(request);
    traffic.lastChange = Date.now();
  };
  const ended = (request: Request) => {
    traffic.inflight.delete(request);
    traffic.lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}
