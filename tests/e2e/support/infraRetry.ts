/**
 * Retries what the test does not test: starting a server or launching the browser, once more
 * after a failure (a busy 2-core machine can time one out). Never used around an assertion.
 */
export async function withInfraRetry<T>(what: string, start: () => Promise<T>, attempts = 2) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`[e2e] ${what} failed (attempt ${attempt} of ${attempts}), retrying:`, error);
    }
  }
}
