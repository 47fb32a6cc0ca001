import { useCallback, useMemo, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { TicketAttachment } from '../../../dataProvider/ticketWireTypes';
import { describeError, recordError } from '../../../src/errorLog';

export interface AttachmentItem {
  key: number;
  fileName: string;
  fileSize: number;
  state: 'uploading' | 'done' | 'failed';
  /** Set once uploaded. */
  filePath?: string;
}

/** Files picked for a work order or a reply, each uploaded at once through put-file. */
export function useAttachments() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [items, setItems] = useState<AttachmentItem[]>([]);
  const nextKey = useRef(0);

  const update = (key: number, patch: Partial<AttachmentItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const add = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        const key = nextKey.current++;
        setItems((current) => [
          ...current,
          { key, fileName: file.name, fileSize: file.size, state: 'uploading' },
        ]);
        dataProvider.putFile(file).then(
          (result) => update(key, { state: 'done', filePath: result.link }),
          (error: unknown) => {
            // SPEC §8: upload failures are only logged (the item shows it failed).
            recordError(describeError(error, 'ticket attachment upload'));
            update(key, { state: 'failed' });
          },
        );
      }
    },
    [dataProvider],
  );

  const remove = useCallback(
    (key: number) => setItems((current) => current.filter((item) => item.key !== key)),
    [],
  );
  const reset = useCallback(() => setItems([]), []);

  return useMemo(() => {
    const uploading = items.filter((item) => item.state === 'uploading').map((i) => i.fileName);
    const attachList: TicketAttachment[] = items.flatMap((item) =>
      item.state === 'done' && item.filePath
        ? [{ fileName: item.fileName, filePath: item.filePath, fileSize: item.fileSize }]
        : [],
    );
    return { items, add, remove, reset, uploading, attachList };
  }, [items, add, remove, reset]);
}

export type Attachments = ReturnType<typeof useAttachments>;
