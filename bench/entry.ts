import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../fake-api/cli/process';
import { runLighthouseMedian, type LighthouseRuns } from './lighthouse';
import { measureLoginRouteJs } from './loginRouteJs';
import { serveMinimal } from './minimal/serveMinimal';
import { storeSession } from './signedIn';

/** Issue 9's targets for a light, fast entry. */
const MAX_RATIO = 1.0;
const MIN_SCORE = 90;

/**
 * The login route of the portal (already served at `portalUrl` from dist/) against the minimal
 * react-admin app of bench/minimal, built now into a temporary folder and served the same way.
 */
export async function reportEntry(portalUrl: string) {
  const work = mkdtempSync(join(tmpdir(), 'bench-minimal-'));
  const minimalDist = join(work, 'dist');
  await viteBuild(['--config', 'bench/minimal/vite.config.ts', '--outDir', minimalDist]);
  const minimal = await serveMinimal(minimalDist, join(work, 'db.json'));
  try {
    const portalJs = await measureLoginRouteJs(
      portalUrl,
      join(REPO_ROOT, 'dist'),
      '#field-account',
    );
    const minimalJs = await measureLoginRouteJs(minimal.url, minimalDist, 'input[name="username"]');
    const ratio = portalJs.gzipBytes / minimalJs.gzipBytes;
    console.log('login route JavaScript (entry + index.html preloads + fetched on /login, gzip):');
    console.log(
      `  portal         ${kb(portalJs.gzipBytes)} (${portalJs.htmlScripts.length} in index.html, ${portalJs.fetched.length} fetched)`,
    );
    console.log(`  minimal app    ${kb(minimalJs.gzipBytes)}`);
    console.log(
      `  ratio          ${ratio.toFixed(2)}  target <= ${MAX_RATIO.toFixed(1)}: ${ratio <= MAX_RATIO ? 'met' : 'MISSED'}`,
    );
    const portalLh = await runLighthouseMedian(`${portalUrl}/login`);
    const minimalLh = await runLighthouseMedian(`${minimal.url}/login`);
    console.log(
      'Lighthouse /login, performance (default mobile profile, Debian Chromium; median of 5 runs):',
    );
    console.log(`  portal         ${figures(portalLh)}`);
    console.log(`  minimal app    ${figures(minimalLh)}`);
    const met = portalLh.median.score >= MIN_SCORE;
    console.log(`  target portal >= ${MIN_SCORE}: ${met ? 'met' : 'MISSED'}`);

    // Issue 27: the first page behind the sign-in, with a stored session.
    const workbench = await runLighthouseMedian(
      `${portalUrl}/order/workbench`,
      5,
      storeSession(portalUrl),
    );
    const minimalList = await runLighthouseMedian(
      `${minimal.url}/tasks`,
      5,
      storeSession(minimal.url),
    );
    console.log('Lighthouse signed in (stored session), performance, mobile; median of 5 runs:');
    console.log(`  portal /order/workbench   ${figures(workbench)}`);
    console.log(`  minimal app /tasks list   ${figures(minimalList)}`);
    const workbenchMet = workbench.median.score >= MIN_SCORE;
    console.log(`  target portal >= ${MIN_SCORE}: ${workbenchMet ? 'met' : 'MISSED'}`);
  } finally {
    await minimal.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

function figures({ median: f, scores }: LighthouseRuns) {
  return `score ${f.score} (runs ${scores.join(' ')}), FCP ${ms(f.fcpMs)}, LCP ${ms(f.lcpMs)}, TBT ${ms(f.tbtMs)}, SI ${ms(f.speedIndexMs)}`;
}

function ms(value: number) {
  return `${value.toFixed(0)} ms`;
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

function viteBuild(args: string[]): Promise<void> {
  const viteBin = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build', ...args], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', process.stderr],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
}
