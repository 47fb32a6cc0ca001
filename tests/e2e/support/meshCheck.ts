import type { Locator } from 'playwright-core';

/**
 * Waits for a picked file's geometry check to appear under it. The check moves the submit
 * button down, so a person clicks once it has. Its worker starts cold: beside another suite on
 * two cores that took over 10 s, which failed three onboarding files in turn.
 */
export async function waitForMeshCheck(scope: Locator): Promise<void> {
  await scope.getByTestId('mesh-check').first().waitFor({ timeout: 30_000 });
}
