declare module 'compression' {
  import type { RequestHandler } from 'express';

  /** compression 1.8 as the portal server uses it (json-server depends on the same copy). */
  export default function compression(options?: { threshold?: number | string }): RequestHandler;
}
