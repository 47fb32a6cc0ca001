import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
}

/** A page's runs, and the run whose score is the median one (Lighthouse's advice for variance). */
export interface LighthouseRuns {
  median: LighthouseFigures;
  scores: number[];
}

/**
 * `runs` Lighthouse runs of `url`. One run's blocking time moves by ±100 ms with what else the
 * machine does, enough to move the score by five points: the median of five is the figure.
 */
export async function runLighthouseMedian(
  url: string,
  runs = 5,
  prepare?: BeforeRun,
): Promise<LighthouseRuns> {
  const figures: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) figures.push(await runLighthouse(url, prepare));
  const byScore = [...figures].sort((a, b) => a.score - b.score);
  const median = byScore[Math.floor(byScore.length / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return { median, scores: figures.map((f) => f.score) };
}

/** Called with the DevTools port before Lighthouse runs, e.g. to store a session. */
export type BeforeRun = (port: number) => Promise<void>;

/**
 * Lighthouse's performance category, default (mobile) profile, in Debian's Chromium. With
 * `prepare`, the browser's storage is kept as it left it (a signed-in page).
 */
export async function runLighthouse(url: string, prepare?: BeforeRun): Promise<LighthouseFigures> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    userDataDir,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await prepare?.(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      disableStorageReset: prepare !== undefined,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      speedIndexMs: audit('speed-index'),
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
