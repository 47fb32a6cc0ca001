import { beforeEach } from 'vitest';
import { beginTestContexts, endTestContexts, keepFailureEvidence } from './browser';

// Every browser test file: a failed test keeps a screenshot of each page still open (and a trace
// with E2E_TRACE=1) in tests/artifacts, named after its file and test. A passed test's contexts
// are wiped and reused by the next test of the file (contextPool.ts), a failed test's closed.
beforeEach((context) => {
  beginTestContexts();
  context.onTestFinished(async () => {
    const passed = context.task.result?.state !== 'fail';
    if (!passed) {
      const file = context.task.file.name.replace(/^.*\//, '').replace(/\.e2e\.ts$/, '');
      const test = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
      await keepFailureEvidence(`${file}--${test}`);
    }
    await endTestContexts(passed);
  });
});
