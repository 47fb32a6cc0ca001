import { main } from './checkDesignRun';

/**
 * npm run check-design -- <design> [--antagonist f] [--neighbours f] [--prep f] [--material id]
 * Prints checkDesign's report as JSON (docs/DESIGN_CHECKS.md); exit 0 with a report whatever
 * the verdicts, 2 when the command line or a file cannot be read.
 */
try {
  main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
