declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** Koa's context, only what the fake API's storage middleware reads and writes. */
  export interface S3rverContext {
    method: string;
    path: string;
    /** Setting it rewrites the URL the later middleware read. */
    querystring: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    body: unknown;
    req: IncomingMessage;
    res: ServerResponse;
    get(header: string): string;
    set(header: string, value: string): void;
  }

  export type S3rverMiddleware = (context: S3rverContext, next: () => Promise<void>) => unknown;

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  /** s3rver 3.x is a Koa application; `middleware` is Koa's list, composed when listening. */
  export default class S3rver {
    constructor(options: S3rverOptions);
    middleware: S3rverMiddleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
