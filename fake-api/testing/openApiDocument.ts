import type { Express } from 'express';
import { OPERATION_METHODS as METHODS } from '../http/openApiDocumentFile';
import type { OpenApiDocument } from '../http/openApiDocumentFile';
import type { FakeApiContext } from '../context';
import { routeTable } from '../services/routeTable';

export { readOpenApiDocument } from '../http/openApiDocumentFile';
export type { OpenApiDocument } from '../http/openApiDocumentFile';

/** `GET /os/bill/{id}/confirm`-like keys of every operation of the document (paths below /api). */
export function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => method in item).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

interface AppLayer {
  route?: { path: string | RegExp; methods: Record<string, boolean> };
}

/**
 * Every /api route the app answers, in the document's spelling: the service routers' (the
 * router table) and the few the app declares itself (the consent page, the object link).
 * `:id` becomes `{id}`, a trailing `*` a `{key}`.
 */
export function servedOperations(app: Express, context: FakeApiContext): string[] {
  const stack = (app as unknown as { _router: { stack: AppLayer[] } })._router.stack;
  const own = stack.flatMap(({ route }) =>
    route && typeof route.path === 'string'
      ? Object.keys(route.methods).map((method) => ({ method, path: route.path as string }))
      : [],
  );
  return [...routeTable(context), ...own]
    .filter(({ path }) => path.startsWith('/api/'))
    .map(({ method, path }) => {
      const spelled = path
        .slice('/api'.length)
        .replace(/:([A-Za-z]+)/g, '{$1}')
        .replace(/\/\*$/, '/{key}');
      return `${method.toUpperCase()} ${spelled}`;
    });
}

/** Served routes the document does not list: each is a route the backend team cannot see. */
export function undocumentedOperations(served: string[], documented: string[]): string[] {
  return served.filter((route) => !documented.includes(route));
}

/** Documented routes nothing serves: each is a promise the emulator does not keep. */
export function unservedOperations(served: string[], documented: string[]): string[] {
  return documented.filter((route) => !served.includes(route));
}
