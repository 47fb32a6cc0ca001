import { measureApiLatency } from './apiLatency';
import { measureBundle } from './bundleSize';
import { measureLoginPage } from './loginPage';
import { measureBrowserUpload } from './uploadBrowser';
import { measureNodeUpload } from './uploadNode';
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

  const node = await measureNodeUpload(server.url);
  console.log(`CAD upload from Node, ${node.megabytes} MiB to s3rver (9 MiB parts, 5 at a time):`);
  console.log(`  portal uploader         ${mbps(node.oursMBps)}`);
  console.log(
    `  bare lib-storage        ${mbps(node.bareMBps)} (Blob), ${mbps(node.bareBufferMBps)} (Buffer)`,
  );
  console.log(`  SHA-256 (noble, slices) ${mbps(node.hashMBps)}`);
  const browser = await measureBrowserUpload(server.url);
  console.log(`CAD upload from headless Chromium, ${browser.megabytes} MiB:`);
  console.log(`  portal uploader (XHR)   ${mbps(browser.oursMBps)}`);
  console.log(`  bare lib-storage        ${mbps(browser.bareMBps)}`);
  console.log(`  SHA-256 (main thread)   ${mbps(browser.hashMBps)}`);
  console.log(
    `  upload page, choose → registered (hash, keys, upload, addTaskFile) ${browser.flowSeconds.toFixed(1)} s`,
  );
} finally {
  await server.stop();
}

function mbps(value: number) {
  return `${value.toFixed(1)} MiB/s`;
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
