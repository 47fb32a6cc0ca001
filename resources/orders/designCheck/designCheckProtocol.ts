import type { DesignSpec } from '../../../src/domain/designSpec';
import type { CheckPart, DesignCheckMaps } from '../../../src/domain/mesh/designChecks';
import type { DesignCheckReport, Verdict } from '../../../src/domain/mesh/designCheckTypes';

/** The files a check reads: the design and the case scans by their role. */
export type CheckedFileRole = 'design' | 'antagonist' | 'neighbours' | 'prep';

/** A file the worker fetches itself (our object route), with its name (the extension: format). */
export interface CheckedFile {
  url: string;
  name: string;
}

export interface DesignCheckRequest {
  files: Partial<Record<CheckedFileRole, CheckedFile>>;
  spec: DesignSpec;
}

/** What one worker is asked: the request, and which parts of the checks it makes. */
export interface DesignCheckJob extends DesignCheckRequest {
  parts: readonly CheckPart[];
  /** Where this worker hands on the design it fetched (SharedDesign messages). */
  shareDesign?: MessagePort;
  /** Where this worker receives the design instead of fetching it. */
  designFrom?: MessagePort;
}

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
  | { type: 'done'; report: DesignCheckReport; maps: DesignMaps }
  | { type: 'error'; message: string };

/** What measureDesign answers: the whole report, its verdict, and the maps. */
export type MeasuredReport = DesignCheckReport & { verdict: Verdict; maps: DesignMaps };
