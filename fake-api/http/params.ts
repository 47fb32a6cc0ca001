import type { Request } from 'express';
import { parseLanguage } from '../messages/authMessages';
import type { Language } from '../store/state';

/** A query parameter (BladeX token calls send everything in the query) or a body field. */
export function param(req: Request, name: string): string {
  const fromQuery = req.query[name];
  if (typeof fromQuery === 'string') return fromQuery;
  const body: unknown = req.body;
  if (body && typeof body === 'object' && name in body) {
    const value: unknown = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return '';
}

export function languageParam(req: Request): Language | undefined {
  return parseLanguage(param(req, 'language'));
}

/** The tenant of a call: `tenantId` parameter, else the Tenant-Id header, else 000000. */
export function tenantParam(req: Request): string {
  return param(req, 'tenantId') || req.get('tenant-id') || '000000';
}
