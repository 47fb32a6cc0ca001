import { spawn } from 'node:child_process';

/**
 * `npm test`'s first step: the type check, the linter, the formatter check and the lint of the
 * OpenAPI document (docs/api/openapi.yaml, rules in redocly.yaml) side by side, as each is
 * single-threaded for most of its run (on 2 cores: 94 s instead of 104 s one after the other). Each one's output is printed whole once it ends; the step fails if any of them fails.
 */
const CHECKS = ['typecheck', 'lint', 'format:check', 'lint:api'] as const;

function run(script: string): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `\n> ${script}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s\n`,
      );
      if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
