import { seededFrameOrigins } from '../seed/menus';

/**
 * The portal's security headers, served by `npm start` and by the nginx of docs/DEPLOY.md
 * (deploy/nginx/security-headers.conf must say the same; tests/e2e/deploy-nginx.e2e.ts checks).
 *
 * Scripts only from this origin and never inline; 'wasm-unsafe-eval' for the WebAssembly file
 * hash; workers from this origin or blob:. Styles inline because MUI's emotion injects them.
 * connect-src: the API (self) and the object storage of CAD uploads only, no bare `http:`/`https:`
 * (issue 36): the public STL preview (/stlView?stlUrl=...) then opens files of these origins,
 * and a script injected anyway cannot post what it read to a host of its choosing.
 * frame-src: this origin (the hidden frame that hands the case package to the download manager)
 * and the origins of the pages the menu embeds in /myiframe.
 */
function contentSecurityPolicy(storageOrigin: string, frameOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${storageOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${storageOrigin}`,
    "worker-src 'self' blob:",
    `frame-src ${["'self'", ...frameOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function securityHeaders(
  storageOrigin: string,
  frameOrigins: readonly string[] = seededFrameOrigins(),
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(storageOrigin, frameOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}
