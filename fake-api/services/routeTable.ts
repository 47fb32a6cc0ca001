import type { Router } from 'express';
import type { FakeApiContext } from '../context';
import { SERVICES } from './index';

/** One route the fake API answers: method and full path (Express pattern, e.g. `/:id/detail`). */
export interface RouteEntry {
  method: string;
  path: string;
  /** The service prefix, i.e. the folder under services/. */
  prefix: string;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  name: string;
}

/** Every route of every service of SERVICES, read from the routers themselves. */
export function routeTable(context: FakeApiContext): RouteEntry[] {
  return SERVICES.flatMap(({ prefix, routes }) =>
    routesOf(routes(context)).map(({ method, path }) => ({ method, path: prefix + path, prefix })),
  );
}

function routesOf(router: Router): Array<Omit<RouteEntry, 'prefix'>> {
  const stack = (router as unknown as { stack: Layer[] }).stack;
  return stack.flatMap((layer) => {
    if (layer.route) {
      const { path, methods } = layer.route;
      return Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path }));
    }
    if (layer.name === 'router' && layer.handle.stack) {
      return routesOf(layer.handle as unknown as Router);
    }
    return [];
  });
}
