import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { MeshCheck } from '../../domain/mesh/meshCheck';
import { MESH_ERRORS, MeshError } from '../../domain/mesh/types';
import { DownloadError } from './fetchMesh';
import { checkNow, loadInWorker, meshWorker, parseInWorker } from './meshWorker';
import { initialModels, sourceKey } from './initialModels';
import { MODEL_COLORS } from './types';
import type { MeshSource, ModelState } from './types';
import type { ShownAs, ViewerScene } from './viewerScene';
import type { ParsedMesh } from './workerProtocol';

/**
 * Loads every source into the scene (download, worker parse, check) and tracks its state.
 * `preview`: draw at most that many triangles of each file (a decimated copy); all when absent.
 */
export function useModels(sources: MeshSource[], scene: ViewerScene | undefined, preview?: number) {
  const [models, setModels] = useState<ModelState[]>(() => initialModels(sources));
  const sourcesKey = `${sources.map(sourceKey).join('\n')}\n${preview ?? 'full'}`;
  const [loadedFor, setLoadedFor] = useState({ sourcesKey, scene });
  if (loadedFor.sourcesKey !== sourcesKey || loadedFor.scene !== scene) {
    // New files or a new scene: load again, keeping what the person chose (set during render).
    setLoadedFor({ sourcesKey, scene });
    setModels(initialModels(sources, models));
  }

  // What the person chose for each model, read when its mesh is drawn (after a reload too).
  const current = useRef(models);
  useLayoutEffect(() => {
    current.current = models;
  }, [models]);

  useEffect(() => {
    if (!scene) return;
    const shownAs = (id: string): ShownAs => {
      const model = current.current.find((item) => item.id === id);
      const color = MODEL_COLORS[Number(id) % MODEL_COLORS.length];
      return { color, visible: model?.visible ?? true, opacity: model?.opacity ?? 1 };
    };
    // Other files: the models of the previous ones leave the scene (drawn, framed, on the GPU).
    scene.clearMeshes();
    meshWorker();
    const abort = new AbortController();
    const update = (id: string, change: Partial<ModelState>) => {
      if (abort.signal.aborted) return;
      setModels((all) => all.map((model) => (model.id === id ? { ...model, ...change } : model)));
    };
    sources.forEach((source, index) => {
      void load(source, `${index}`, scene, { update, shownAs }, abort.signal, preview);
    });
    return () => abort.abort();
    // sourcesKey stands for the sources (see sourceKey): a new array of the same files is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sourcesKey, scene]);

  return [models, setModels] as const;
}

interface ModelCallbacks {
  update: (id: string, change: Partial<ModelState>) => void;
  shownAs: (id: string) => ShownAs;
}

async function load(
  source: MeshSource,
  id: string,
  scene: ViewerScene,
  { update, shownAs }: ModelCallbacks,
  signal: AbortSignal,
  preview: number | undefined,
) {
  try {
    // User Timing marks: the browser tests and the bench read them.
    performance.mark(`stl-requested:${source.name}`);
    let received = performance.now();
    const onChecked = (check: MeshCheck, checkMs: number) => {
      const checked = performance.now();
      performance.mark(`stl-check-start:${source.name}`, { startTime: checked - checkMs });
      performance.mark(`stl-checked:${source.name}`, { startTime: checked });
      update(id, { check });
    };
    const receivedAt = (at: number) => {
      received = at;
      performance.mark(`stl-received:${source.name}`, { startTime: at });
      // Committed at once: on a busy main thread the worker's "downloaded" and "parsed" messages
      // can be handled back to back, and batched together the parse stage never reached the page.
      flushSync(() => update(id, { status: 'parse' }));
    };
    let mesh: ParsedMesh;
    if (source.file) {
      const buffer = await source.file.arrayBuffer();
      receivedAt(performance.now());
      mesh = await parseInWorker(source.name, buffer, onChecked, preview);
    } else {
      mesh = await loadInWorker(
        source.url ?? '',
        source.name,
        {
          onProgress: (loaded, total) => update(id, { loaded, total }),
          onDownloaded: receivedAt,
          onChecked,
        },
        signal,
        preview,
      );
    }
    performance.mark(`stl-parsed:${source.name}`);
    // The worker keeps the mesh for its check until told: let it go through (answer ignored).
    if (signal.aborted) return checkNow(mesh);
    const size: [number, number, number] = [0, 1, 2].map((i) => mesh.max[i] - mesh.min[i]) as [
      number,
      number,
      number,
    ];
    const drawn = scene.addMesh(id, mesh, shownAs(id), () =>
      performance.mark(`stl-uploaded:${source.name}`),
    );
    update(id, {
      status: 'ready',
      triangles: mesh.preview?.fileTriangles ?? mesh.triangles,
      drawnTriangles: mesh.triangles,
      size,
      ...(mesh.colors && { scanColors: 'shown' as const }),
    });
    try {
      await drawn;
      performance.mark(`stl-drawn:${source.name}`);
      update(id, { firstFrameMs: performance.now() - received });
    } finally {
      // Once the first frame is recorded: the check's copy of the positions is no part of it.
      checkNow(mesh);
    }
  } catch (error) {
    if (signal.aborted) return;
    update(id, { status: 'error', error: errorOf(error) });
  }
}

function errorOf(error: unknown): { key: string; status?: number } {
  if (error instanceof DownloadError) return { key: error.key, status: error.status };
  if (error instanceof MeshError) return { key: error.key };
  return { key: MESH_ERRORS.corrupt };
}
