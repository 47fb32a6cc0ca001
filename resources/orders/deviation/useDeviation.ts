import { useEffect, useState } from 'react';
import { runDeviation } from './runDeviation';
import { loadInWorker } from '../../../src/components/stlViewer/meshWorker';

/** One file to measure: its link and its name (the extension tells the format). */
export interface DeviationFile {
  url: string;
  name: string;
}

export interface DeviationState {
  /** loading: downloading and parsing both; measuring: a coarse map may be there; done: full. */
  phase: 'loading' | 'measuring' | 'done' | 'error';
  /** Each soup vertex's id into the distances, and the surface area around each id. */
  ids?: Uint32Array;
  weights?: Float64Array;
  /** Signed distance of each unique vertex of the source to the target, mm. */
  distances?: Float32Array;
  done: number;
  total: number;
}

const LOADING: DeviationState = { phase: 'loading', done: 0, total: 0 };

/**
 * Loads two meshes in the viewer's parse worker, then measures the first against the second in
 * the deviation worker: a coarse complete map first, then full precision, with progress.
 * Mount it afresh (a React key) for another pair.
 */
export function useDeviation(source: DeviationFile, target: DeviationFile): DeviationState {
  const [state, setState] = useState<DeviationState>(LOADING);
  useEffect(() => {
    const abort = new AbortController();
    let stop: (() => void) | undefined;
    const fail = () => {
      if (!abort.signal.aborted) setState((current) => ({ ...current, phase: 'error' }));
    };
    Promise.all([
      loadInWorker(source.url, source.name, {}, abort.signal),
      loadInWorker(target.url, target.name, {}, abort.signal),
    ])
      .then(([sourceMesh, targetMesh]) => {
        if (abort.signal.aborted) return;
        setState((current) => ({ ...current, phase: 'measuring' }));
        stop = runDeviation(sourceMesh.positions, targetMesh.positions, {
          onReady: (ids, weights) => setState((current) => ({ ...current, ids, weights })),
          onDistances: (distances, final) =>
            setState((current) => ({ ...current, distances, phase: final ? 'done' : 'measuring' })),
          onProgress: (done, total) => setState((current) => ({ ...current, done, total })),
          onError: fail,
        });
      })
      .catch(fail);
    return () => {
      abort.abort();
      stop?.();
    };
  }, [source.url, source.name, target.url, target.name]);
  return state;
}
