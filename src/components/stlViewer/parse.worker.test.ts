import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { indexedOf, writePly } from '../../domain/mesh/ply';
import { crownMesh } from '../../domain/mesh/toothMesh';
import type { ParsedMesh, WorkerRequest, WorkerResponse } from './workerProtocol';

/** The worker's global scope: requests go in through onmessage, answers come out here. */
const scope = {
  onmessage: null as ((event: { data: WorkerRequest }) => void) | null,
  posted: [] as { message: WorkerResponse; transfer: Transferable[] }[],
  postMessage(message: WorkerResponse, transfer: Transferable[] = []) {
    this.posted.push({ message, transfer });
  },
};

beforeAll(async () => {
  vi.stubGlobal('self', scope);
  await import('./parse.worker');
});
afterAll(() => vi.unstubAllGlobals());

/** A crown of 20,000 triangles, red where x < 0 and green elsewhere. */
function crownPly(colored: boolean): ArrayBuffer {
  const mesh = indexedOf(crownMesh({ segments: 100, rings: 100 }));
  const colors = new Uint8Array(mesh.vertices.length);
  for (let v = 0; v < colors.length / 3; v += 1) {
    colors.set(mesh.vertices[v * 3] < 0 ? [255, 0, 0] : [0, 255, 0], v * 3);
  }
  return writePly(colored ? { ...mesh, colors } : mesh, 'binary').slice().buffer;
}

async function parseInWorker(id: number, buffer: ArrayBuffer, preview?: number) {
  const request: WorkerRequest = { id, type: 'parse', name: 'scan.ply', buffer, check: false };
  scope.onmessage?.({ data: { ...request, preview } });
  await vi.waitFor(() => expect(scope.posted.some(({ message }) => message.id === id)).toBe(true));
  const answer = scope.posted.find(({ message }) => message.id === id);
  if (answer?.message.type !== 'parsed') throw new Error(JSON.stringify(answer?.message));
  return { mesh: answer.message.mesh, transfer: answer.transfer };
}

/** Every vertex's colour is red left of x = 0 and green right of it. */
function expectSideColors({ positions, colors }: ParsedMesh) {
  expect(colors).toHaveLength(positions.length);
  const wrong = Array.from({ length: positions.length / 3 }, (_, v) => v).filter((v) => {
    const expected = positions[v * 3] < 0 ? [255, 0, 0] : [0, 255, 0];
    return expected.some((value, channel) => colors?.[v * 3 + channel] !== value);
  });
  expect(wrong).toEqual([]);
}

describe('the parsing worker and vertex colours', () => {
  it('hands the colours over with the positions, both transferred', async () => {
    const { mesh, transfer } = await parseInWorker(1, crownPly(true));
    expect(mesh.triangles).toBe(20_000);
    expectSideColors(mesh);
    expect(transfer).toEqual([mesh.positions.buffer, mesh.colors?.buffer]);
  });

  it('keeps the colours of the vertices the decimated preview keeps', async () => {
    const { mesh, transfer } = await parseInWorker(2, crownPly(true), 5_000);
    expect(mesh.preview?.fileTriangles).toBe(20_000);
    expect(mesh.triangles).toBeLessThanOrEqual(5_000);
    expectSideColors(mesh);
    expect(transfer).toEqual([mesh.positions.buffer, mesh.colors?.buffer]);
  });

  it('sends no colours for a file without them', async () => {
    for (const [id, preview] of [
      [3, undefined],
      [4, 5_000],
    ] as const) {
      const { mesh, transfer } = await parseInWorker(id, crownPly(false), preview);
      expect(mesh).not.toHaveProperty('colors');
      expect(transfer).toEqual([mesh.positions.buffer]);
    }
  });
});

describe('the check after the first frame', () => {
  async function parsedWithCheck(id: number, preview?: number) {
    const buffer = crownPly(false);
    scope.onmessage?.({
      data: { id, type: 'parse', name: 'scan.ply', buffer, check: true, preview },
    });
    await vi.waitFor(() => expect(answersTo(id).map(({ type }) => type)).toContain('parsed'));
    const parsed = answersTo(id).find((message) => message.type === 'parsed');
    if (parsed?.type !== 'parsed') throw new Error('not parsed');
    return parsed.mesh;
  }
  const answersTo = (id: number) =>
    scope.posted.map(({ message }) => message).filter((message) => message.id === id);
  const checkOf = async (id: number) => {
    await vi.waitFor(() => expect(answersTo(id).map(({ type }) => type)).toContain('checked'));
    const checked = answersTo(id).find((message) => message.type === 'checked');
    if (checked?.type !== 'checked') throw new Error('not checked');
    return checked.check;
  };

  it('waits for the page, then checks the copy the page sends back', async () => {
    const mesh = await parsedWithCheck(10);
    expect(answersTo(10).map(({ type }) => type)).toEqual(['parsed']);
    const positions = mesh.positions.slice();
    scope.onmessage?.({ data: { id: 10, type: 'checkNow', positions } });
    const check = await checkOf(10);
    expect(check.triangles).toBe(20_000);
    expect(check.watertight).toBe(true);
  });

  it('checks the whole file, not the preview, with no copy from the page', async () => {
    const mesh = await parsedWithCheck(11, 5_000);
    expect(mesh.triangles).toBeLessThanOrEqual(5_000);
    scope.onmessage?.({ data: { id: 11, type: 'checkNow' } });
    expect((await checkOf(11)).triangles).toBe(20_000);
  });
});
