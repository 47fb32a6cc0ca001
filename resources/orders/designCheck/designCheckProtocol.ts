import type { DesignSpec } from '../../../src/domain/designSpec';
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

export type DesignCheckResponse =
  | { type: 'done'; report: DesignCheckReport & { verdict: Verdict } }
  | { type: 'error'; message: string };
