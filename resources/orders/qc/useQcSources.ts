import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { CadVersion } from '../../../dataProvider/wireTypes';
import type { MeshSource } from '../../../src/components/stlViewer';
import { sortCaseFiles } from '../../../src/domain/caseFiles';
import { resolveHttpUrl } from '../../../src/domain/safeUrl';
import { ordersQueries } from '../queries';

export interface QcSources {
  /** The version under inspection: its server-measured design checks come with it. */
  latest?: CadVersion;
  /** The design under inspection (latest version), named as uploaded. */
  design?: MeshSource;
  /** The customer's scans (preparation, antagonist...) under it. */
  scans: MeshSource[];
  /** The version before, to overlay; absent on a first submit. */
  previous?: { version: CadVersion; source: MeshSource };
  /** Both lists have answered: the view opens once with every file, not again when scans come. */
  settled: boolean;
}

const sourceOf = (name: string, url: string): MeshSource | undefined => {
  const safe = resolveHttpUrl(url, window.location.href);
  return safe ? { name, url: safe } : undefined;
};

/** What the inspector sees in one view (issue 21): the design over the case's scans. */
export function useQcSources(taskId: string, enabled: boolean): QcSources {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const history = useQuery({
    ...ordersQueries.cadHistory(dataProvider, taskId),
    enabled,
    retry: false,
  });
  const caseFiles = useQuery({
    ...ordersQueries.caseFiles(dataProvider, taskId),
    enabled,
    retry: false,
  });
  const [latest, before] = history.data ?? [];
  const previousSource = before && sourceOf(before.fileName, before.viewStlUrl);
  return {
    latest,
    design: latest && sourceOf(latest.fileName, latest.viewStlUrl),
    // Upper jaw, lower jaw, pre-op, bite, scan body, then the others (src/domain/caseFiles).
    scans: sortCaseFiles(caseFiles.data ?? [], (file) => file.fileName).flatMap((file) => {
      const source = file.viewStlUrl ? sourceOf(file.fileName, file.viewStlUrl) : undefined;
      return source ? [source] : [];
    }),
    previous: previousSource && { version: before, source: previousSource },
    settled: !history.isPending && !caseFiles.isPending,
  };
}
