import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** What the bundle is built from: a change here makes dist/ stale. */
const SOURCES = [
  'src',
  'resources',
  'dataProvider',
  'i18n',
  'index.html',
  'vite.config.ts',
  'package.json',
];

/**
 * Runs `vite build` when dist/index.html is missing or older than any source file. Several
 * servers may start at once (parallel end-to-end tests): a lock lets only one of them build.
 */
export async function buildIfStale(root: string): Promise<void> {
  if (!isStale(root)) return;
  const release = await acquireLock(join(root, 'node_modules', '.cache', 'fake-api-build.lock'));
  try {
    if (!isStale(root)) return;
    console.error('[fake-api] dist/ is missing or stale: running vite build');
    await runViteBuild(root);
  } finally {
    release();
  }
}

function isStale(root: string): boolean {
  const builtAt = modifiedAt(join(root, 'dist', 'index.html'));
  const newestSource = Math.max(0, ...SOURCES.map((source) => newestIn(join(root, source))));
  return builtAt === undefined || builtAt < newestSource;
}

/** A directory as a lock (mkdir is atomic), holding the owner's pid so a dead owner's lock is freed. */
async function acquireLock(lockDir: string): Promise<() => void> {
  mkdirSync(dirname(lockDir), { recursive: true });
  const ownerFile = join(lockDir, 'pid');
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(ownerFile, String(process.pid));
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch {
      const lockedAt = modifiedAt(lockDir) ?? Date.now();
      const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8')) : undefined;
      const abandoned = owner ? !isAlive(owner) : Date.now() - lockedAt > 10_000;
      if (abandoned) rmSync(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function modifiedAt(path: string): number | undefined {
  return existsSync(path) ? statSync(path).mtimeMs : undefined;
}

function newestIn(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestIn(join(path, entry))));
}

/** Build output goes to stderr: stdout carries only the `listening on` line. */
function runViteBuild(root: string): Promise<void> {
  const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build'], {
      cwd: root,
      // A NODE_ENV inherited from the caller (vitest sets `test`) would make a bundle without
      // the production switches: no service worker, development React.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed with exit code ${code}`)),
    );
  });
}
