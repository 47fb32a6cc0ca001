declare module 'json-server' {
  import type { Express, RequestHandler, Router } from 'express';

  /** lowdb v1 as json-server 0.17 exposes it: only what the fake API uses. */
  export interface LowDb<State extends object> {
    getState(): State;
    setState(state: State): LowDb<State>;
  }

  export type JsonServerRouter<State extends object> = Router & { db: LowDb<State> };

  const jsonServer: {
    create(): Express;
    bodyParser: RequestHandler[];
    router<State extends object>(source: State): JsonServerRouter<State>;
  };
  export default jsonServer;
}
