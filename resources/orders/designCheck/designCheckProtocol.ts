import type { DesignSpec } from '../../../src/domain/designSpec';
import type { CheckPart, DesignCheckMaps } from '../../../src/domain/mesh/designChecks';
import type { DesignCheckReport, Verdict } from '../../../src/domain/mesh/designCheckTypes';

/** The files a check reads: the design and the case scans by their role. */
export type CheckedFileRole = 'design' | 'antagonist' | 'neighbours' | 'prep';

/** A file the worker fetches itself (our object route), with its name (the extension: format). */
export interface CheckedFile {
  url: string;
  name: string;
  /** The designer's own copy (the file just uploaded from this page): read, not downloaded. */
  blob?: Blob;
}

export interface DesignCheckRequest {
  files: Partial<Record<CheckedFileRole, CheckedFile>>;
  spec: DesignSpec;
}

/** What one worker is asked: the request, and which parts of the checks it makes. */
export interface DesignCheckJob extends DesignCheckRequest {
  type: 'measure';
  /** Matches the worker's answer to its job: a prepared worker serves several in turn. */
  id: number;
  parts: readonly CheckPart[];
  /** Where this worker hands on the design it fetched (SharedDesign messages). */
  shareDesign?: MessagePort;
  /** Where this worker receives the design instead of fetching it. */
  designFrom?: MessagePort;
}

/**
 * Sent as a page that checks designs opens, before any design: read the case scans and build
 * their trees, and run the parts once on a small crown so the code is compiled when the design
 * arrives (checkWorkers.ts).
 */
export interface PrepareJob {
  type: 'prepare';
  id: number;
  parts: readonly CheckPart[];
  files: Partial<Record<CheckedFileRole, CheckedFile>>;
  spec: DesignSpec;
}

export type WorkerJob = DesignCheckJob | PrepareJob;

/** A job before its id is given (each kind keeps its own fields). */
export type UnsentJob = Omit<DesignCheckJob, 'id'> | Omit<PrepareJob, 'id'>;

/** The design's bytes, then its digest, from the worker that fetched it; or why it could not. */
export type SharedDesign =
  | { type: 'bytes'; bytes: ArrayBuffer }
  | { type: 'sha256'; sha256: string }
  | { type: 'error'; message: string };

/** The design's maps per welded vertex and each soup vertex's welded id (the viewer's colours). */
export interface DesignMaps extends DesignCheckMaps {
  ids?: Uint32Array;
}

export type DesignCheckResponse =
  | { type: 'done'; id: number; report: DesignCheckReport; maps: DesignMaps }
  | { type: 'prepared'; id: number }
  /** A map's first look, before the report (the coarse thickness, the clearance). */
  | { type: 'map'; id: number; maps: DesignMaps }
  | { type: 'error'; id: number; message: string };

/** What measureDesign answers: the whole report, its verdict, and the maps. */
export type MeasuredReport = DesignCheckReport & { verdict: Verdict; maps: DesignMaps };
