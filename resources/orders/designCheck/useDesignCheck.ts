import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { CaseFile, DesignTask, TaskFile } from '../../../dataProvider/wireTypes';
import { designSpecOf } from '../../../src/domain/designSpec';
import { ordersQueries } from '../queries';
import type { CheckedFile, DesignCheckRequest, DesignMaps } from './designCheckProtocol';
import { holdDesignChecks } from './checkWorkers';
import { measureDesign } from './measureDesign';

/** Files the checks can read (parseStl / parsePly). */
const MEASURABLE = /\.(stl|ply)$/i;

/**
 * The design checks of the order's latest CAD file against its case scans, measured in a worker
 * once per file (keyed by its SHA-256): the upload page and the detail share the answer.
 * Disabled (no data) when the order names no material or has no measurable CAD file. With
 * `prepare` (a page where the designer may upload) the workers read the scans and get ready as
 * soon as the scans are known, before any design; a file the designer has just uploaded
 * (`localFiles`, by registered id) is read from their own disk, not downloaded again.
 */
export function useDesignCheck(
  task: DesignTask,
  { localFiles = {}, prepare = false }: CheckOptions = {},
) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const uploaded = useQuery({
    ...ordersQueries.uploadedFiles(dataProvider, task.id),
    retry: false,
  });
  const cases = useQuery({ ...ordersQueries.caseFiles(dataProvider, task.id), retry: false });
  const spec = designSpecOf(task);
  const design = (uploaded.data ?? [])
    .filter((file) => file.fileType === 'cad' && MEASURABLE.test(file.originalName))
    .at(-1);
  const scans = spec && cases.data ? { spec, files: scanFilesOf(cases.data) } : undefined;
  const scansKey = JSON.stringify((prepare && scans) || null);
  useEffect(() => {
    const held: DesignCheckRequest | null = JSON.parse(scansKey);
    return held ? holdDesignChecks(held).release : undefined;
  }, [scansKey]);
  // The maps' first looks while the check runs (thicknessMap's coarse pass, the clearance).
  const [firstLook, setFirstLook] = useState<DesignMaps>();
  const request = scans && design ? requestOf(scans, design, localFiles[design.id]) : undefined;
  const query = useQuery({
    // The files by link: read from the designer's disk or downloaded, the answer is the same.
    queryKey: ['designCheck', task.id, design?.hashValue, spec, scans?.files, design?.link],
    queryFn: ({ signal }) => {
      setFirstLook(undefined);
      return measureDesign(request as DesignCheckRequest, signal, setFirstLook);
    },
    enabled: request !== undefined,
    staleTime: Infinity,
    retry: false,
  });
  return {
    ...query,
    measurable: spec !== undefined && design !== undefined,
    design,
    firstLook: query.isFetching ? firstLook : undefined,
  };
}

interface CheckOptions {
  localFiles?: Readonly<Record<string, File>>;
  prepare?: boolean;
}

function scanFilesOf(caseFiles: readonly CaseFile[]): DesignCheckRequest['files'] {
  const files: DesignCheckRequest['files'] = {};
  for (const file of caseFiles) {
    if (file.checkRole) files[file.checkRole] = checked(file.link, file.fileName);
  }
  return files;
}

function requestOf(scans: DesignCheckRequest, design: TaskFile, local?: File): DesignCheckRequest {
  const file = checked(design.link, design.originalName);
  return { ...scans, files: { ...scans.files, design: local ? { ...file, blob: local } : file } };
}

function checked(link: string, name: string): CheckedFile {
  return { url: new URL(link, window.location.href).href, name };
}
