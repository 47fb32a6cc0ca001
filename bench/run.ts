import { measureApiLatency } from './apiLatency';
import { measureBundle } from './bundleSize';
import { measureLoginPage } from './loginPage';
import { startPortal } from '../tests/e2e/support/portalServer';

/** Prints figures; it judges nothing. Starts the portal like `npm start` (building if needed). */
const server = await startPortal();
try {
  const bundle = measureBundle('dist');
  console.log('bundle (dist/assets, JavaScript):');
  console.log(`  entry chunk  ${kb(bundle.entryRaw)} raw, ${kb(bundle.entryGzip)} gzip`);
  console.log(
    `  all chunks   ${kb(bundle.totalRaw)} raw, ${kb(bundle.totalGzip)} gzip (${bundle.files} files)`,
  );

  const api = await measureApiLatency(server.url, 200);
  console.log(`fake API, ${api.count} sequential logins + user detail calls over loopback:`);
  console.log(`  login   p50 ${api.login.p50.toFixed(1)} ms, p95 ${api.login.p95.toFixed(1)} ms`);
  console.log(`  detail  p50 ${api.detail.p50.toFixed(1)} ms, p95 ${api.detail.p95.toFixed(1)} ms`);

  const page = await measureLoginPage(server.url, 5);
  console.log(`headless Chromium, cold profile, ${page.runs} runs:`);
  console.log(`  login form visible      median ${page.formVisibleMs.toFixed(0)} ms`);
  console.log(`  login → welcome page    median ${page.loginToWelcomeMs.toFixed(0)} ms`);
} finally {
  await server.stop();
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
