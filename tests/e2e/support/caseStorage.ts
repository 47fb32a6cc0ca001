import { randomFillSync } from 'node:crypto';
import type { CaseFile } from '../../../dataProvider/wireTypes';
import type { PortalServer } from './portalServer';

/**
 * A binary STL of `bytes` bytes whose triangles are random bytes: as big as a real scan, made in
 * a blink (a scan's floats compress no better than these).
 */
export function largeStl(bytes: number): Buffer {
  const buffer = randomFillSync(Buffer.alloc(bytes));
  buffer.fill(0, 0, 80).write('case package test scan', 0, 'ascii');
  buffer.writeUInt32LE(Math.floor((bytes - 84) / 50), 80);
  return buffer;
}

/**
 * Puts `bytes` in the fake API's object storage under `key` (the storage takes only signed
 * requests: the fake API's test route puts it with its own key); answers the object's link on the
 * API's own route, which is all the portal may fetch from (its CSP names our origins only).
 */
export async function putStoredObject(
  server: Pick<PortalServer, 'url'>,
  key: string,
  bytes: Buffer | Uint8Array,
): Promise<string> {
  const put = await fetch(
    new URL(`/__fake/storage-object?key=${encodeURIComponent(key)}`, server.url),
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    },
  );
  if (!put.ok) throw new Error(`storing ${key} failed: ${put.status}`);
  return ((await put.json()) as { data: { link: string } }).data.link;
}

/** Puts each named body in the object storage; answers each one's absolute link by name. */
export async function storeFiles(
  server: Pick<PortalServer, 'url'>,
  files: Record<string, Buffer | Uint8Array>,
): Promise<Record<string, string>> {
  const links: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(files)) {
    const link = await putStoredObject(server, `test/${Date.now()}/${name}`, bytes);
    links[name] = new URL(link, server.url).href;
  }
  return links;
}

/**
 * Puts `bytes` in the fake API's object storage and adds it to `taskId`'s case files (through
 * json-server's view of the state, test-only); answers its link on the API's object route.
 */
export async function addStoredCaseFile(
  server: PortalServer,
  taskId: string,
  fileName: string,
  bytes: Buffer,
): Promise<string> {
  const key = `case/${taskId}/${Date.now()}-${bytes.length}.stl`;
  const link = await putStoredObject(server, key, bytes);
  const record: CaseFile = {
    id: `case-${taskId}-${key.replace(/\W/g, '-')}`,
    taskId,
    fileName,
    link,
    viewStlUrl: link,
    fileSize: bytes.length,
    createTime: '2026-11-01 08:00:00',
  };
  const response = await fetch(new URL('/__db/caseFiles', server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(record),
  });
  if (!response.ok) throw new Error(`adding the case file failed: ${response.status}`);
  return link;
}
