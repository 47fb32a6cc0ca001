import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { useTaskValueLabels } from '../../../src/dictionaries/useDictionary';
import { useFormatters } from '../../../src/format/useFormatters';
import { caseArchiveNames, caseFileRole } from '../../../src/domain/caseFiles';
import { toDateTimeString } from '../../../src/domain/format';
import type { CaseZipPlan } from '../../../src/pwa/caseZip/protocol';
import { safeFileHref } from '../shared/taskLinks';
import { ordersQueries } from '../queries';
import { orderSheetHtml } from './orderSheet';
import { useToothNotation } from '../teeth/useToothNotation';

interface PackedFile {
  fileName: string;
  link: string;
  fileSize: number;
  /** A case scan (named by its role); a request attachment keeps its own name. */
  asScan: boolean;
}

/** The size the server announces (what will be read), else the listed one. */
async function sizeOf(url: string, listed: number): Promise<number> {
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
    const length = Number(response.headers.get('content-length'));
    return response.ok && length > 0 && !response.headers.get('content-encoding') ? length : listed;
  } catch {
    return listed;
  }
}

/**
 * Gathers what the case package holds: every case file and special-request attachment (named
 * for exocad / 3Shape) and the order sheet in the user's language.
 */
export function useCasePlan(task: DesignTask): () => Promise<CaseZipPlan> {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const [language] = useLocaleState();
  const valueLabel = useTaskValueLabels();
  const { dateTime, localDateTime } = useFormatters();
  const { notation } = useToothNotation();
  return useCallback(async () => {
    const [caseFiles, requests] = await Promise.all([
      queryClient.fetchQuery(ordersQueries.caseFiles(dataProvider, task.id)),
      queryClient.fetchQuery(ordersQueries.specialRequests(dataProvider, task.id)),
    ]);
    const attachments = await Promise.all(
      requests.map((request) =>
        queryClient.fetchQuery(
          ordersQueries.specialRequestFiles(dataProvider, request.companySpecialRequestId),
        ),
      ),
    );
    const origin = window.location.origin;
    const files: PackedFile[] = [
      ...caseFiles.map((file) => ({ ...file, asScan: true })),
      ...attachments.flat().map((file) => ({ ...file, asScan: false })),
    ].filter((file) => safeFileHref(file.link, origin) !== undefined);
    const sheetName = `${task.orderNo}-order.html`;
    const names = caseArchiveNames(task.orderNo, files, [sheetName]);
    const sizes = await Promise.all(
      files.map((file) => sizeOf(safeFileHref(file.link, origin) ?? '', file.fileSize)),
    );
    const sheet = orderSheetHtml(
      task,
      requests,
      files.map((file, index) => ({
        name: names[index],
        originalName: file.fileName,
        label: translate(
          `app.orders.case_zip.kinds.${file.asScan ? caseFileRole(file.fileName).kind : 'other'}`,
        ),
      })),
      { translate, valueLabel, dateTime, language, notation },
      localDateTime(toDateTimeString(new Date())),
    );
    return {
      id: crypto.randomUUID(),
      fileName: `${task.orderNo}.zip`,
      entries: [
        { name: sheetName, text: sheet },
        ...files.map((file, index) => ({
          name: names[index],
          url: safeFileHref(file.link, origin) ?? '',
        })),
      ],
      total: sizes.reduce((sum, size) => sum + size, 0),
    };
  }, [
    dataProvider,
    queryClient,
    task,
    translate,
    language,
    valueLabel,
    dateTime,
    localDateTime,
    notation,
  ]);
}
