import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CASE_ZIP_WORKER_SCRIPT } from './src/pwa/caseZip/protocol';
import { appManifest, otherLanguageManifests } from './src/pwa/appManifest';

/**
 * The installable app (issue 27): a web app manifest and a Workbox service worker that precaches
 * the app shell (index.html) and the hashed build output, so that a second visit starts without
 * the network. Nothing is cached at run time: API answers and case files (/api/, /oss/, the
 * object storage) always go to the network. `prompt`: a new build waits until the user reloads
 * (src/pwa/UpdatePrompt), never in the middle of a form. The worker also imports the case package's
 * script (src/pwa/caseZip/worker.ts), which streams a case's ZIP to the download manager.
 */
export function portalPwa() {
  return [caseZipWorker(), fasterZipCrc(), languageManifests(), ...pwa()];
}

function pwa() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['icons/*.png'],
    manifest: appManifest('zh'),
    workbox: {
      // No maps of the worker in dist/ either (docs/DEPLOY.md, source maps).
      sourcemap: false,
      globPatterns: ['index.html', 'assets/**/*.{js,css,wasm,woff2,svg,png}', 'icons/*.png'],
      globIgnores: ['**/*.map'],
      // The largest lazy chunk (three.js, the charts) stays under this.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/oss\//, /^\/assets\//, /^\/case-zip\//],
      importScripts: [CASE_ZIP_WORKER_SCRIPT],
      cleanupOutdatedCaches: true,
      runtimeCaching: [],
    },
  });
}

/** The English and Turkish manifests beside the Chinese one (src/pwa/appManifest.ts). */
export function languageManifests(): Plugin {
  return {
    name: 'language-manifests',
    apply: 'build',
    generateBundle() {
      for (const { fileName, source } of otherLanguageManifests()) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

/**
 * The case package's worker script: bundled on its own as a classic script (importScripts takes
 * no module), with client-zip inside, next to sw.js.
 */
function caseZipWorker(): Plugin {
  return {
    name: 'case-zip-worker',
    apply: 'build',
    async generateBundle() {
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        plugins: [fasterZipCrc()],
        build: {
          write: false,
          minify: true,
          lib: { entry: 'src/pwa/caseZip/worker.ts', formats: ['iife'], name: 'caseZipWorker' },
        },
      });
      const chunk = [output]
        .flat()
        .flatMap((result) => ('output' in result ? result.output : []))
        .find((item) => item.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error('case-zip-worker: no chunk built');
      this.emitFile({ type: 'asset', fileName: CASE_ZIP_WORKER_SCRIPT, source: chunk.code });
    },
  };
}

/** client-zip 2.5.1's CRC-32 as it ships: one byte a step. */
const CLIENT_ZIP_CRC =
  'function y(e,n=0){n=~n;for(var t=0,i=e.length;t<i;t++)n=n>>>8^l[255&n^e[t]];return~n>>>0}';
const FAST_CRC = fileURLToPath(new URL('./src/pwa/caseZip/crc32.ts', import.meta.url));

/**
 * client-zip with src/pwa/caseZip/crc32.ts (eight bytes a step) for its CRC: the byte-a-step one
 * held a 300 MB case package to half the download's speed (bench:casezip). A client-zip whose CRC
 * reads otherwise stops the build, so an upgrade is checked, never silently slow or wrong.
 */
function fasterZipCrc(): Plugin {
  return {
    name: 'client-zip-fast-crc',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]client-zip[\\/]index\.js$/.test(id)) return null;
      if (!code.includes(CLIENT_ZIP_CRC)) {
        this.error('client-zip: its CRC-32 is not the one src/pwa/caseZip/crc32.ts replaces');
      }
      const replaced = code.replace(CLIENT_ZIP_CRC, 'function y(e,n=0){return fastCrc32(e,n)}');
      return `import { crc32 as fastCrc32 } from ${JSON.stringify(FAST_CRC)};\n${replaced}`;
    },
  };
}
