import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { CaseFile, DesignTask, TaskFile } from '../../../dataProvider/wireTypes';
import { designSpecOf } from '../../../src/domain/designSpec';
import { ordersQueries } from '../queries';
import type { CheckedFile, DesignCheckRequest } from './designCheckProtocol';
import { measureDesign } from './measureDesign';

/** Files the checks can read (parseStl / parsePly). */
const MEASURABLE = /\.(stl|ply)$/i;

/**
 * The design checks of the order's latest CAD file against its case scans, measured in a worker
 * once per file (keyed by its SHA-256): the upload page and the detail share the answer.
 * Disabled (no data) when the order names no material or has no measurable CAD file.
 */
export function useDesignCheck(task: DesignTask) {
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
  const request = spec && design && cases.data ? requestOf(spec, design, cases.data) : undefined;
  const query = useQuery({
    queryKey: ['designCheck', task.id, design?.hashValue, spec, request?.files],
    queryFn: ({ signal }) => measureDesign(request as DesignCheckRequest, signal),
    enabled: request !== undefined,
    staleTime: Infinity,
    retry: false,
  });
  return { ...query, measurable: spec !== undefined && design !== undefined, design };
}

function requestOf(
  spec: NonNullable<ReturnType<typeof designSpecOf>>,
  design: TaskFile,
  caseFiles: readonly CaseFile[],
): DesignCheckRequest {
  const files: DesignCheckRequest['files'] = { design: checked(design.link, design.originalName) };
  for (const file of caseFiles) {
    if (file.checkRole) files[file.checkRole] = checked(file.link, file.fileName);
  }
  return { spec, files };
}

function checked(link: string, name: string): CheckedFile {
  return { url: new URL(link, window.location.href).href, name };
}
