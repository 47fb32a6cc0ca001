import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { TaskFilesApi } from '../../../dataProvider/api/orders/taskFiles';
import type { AddTaskFileBody, TaskFile } from '../../../dataProvider/wireTypes';
import { hashInWorker } from '../../../src/components/upload/hashInWorker';
import { unreadableMesh } from './unreadableMesh';
import { admitByHash, admitByName } from '../../../src/domain/fileRules';
import type { FileSlot, Refusal } from '../../../src/domain/fileRules';
import { describeError, recordError } from '../../../src/errorLog';
import { MissingKeysError, registerFile, storeFile } from './uploadFlow';
import { isFileReadFailure } from '../../../src/notify/fileReadFailure';

export type UploadStatus = 'hashing' | 'uploading' | 'registering' | 'failed';

/** A file on its way to the task (registered files are the server's list, not these). */
export interface UploadItem {
  localId: number;
  slot: FileSlot;
  file: File;
  status: UploadStatus;
  /** 0-100, of the hash while hashing, of the upload while uploading. */
  percent: number;
  hash?: string;
  /** In the storage, not registered yet: a retry registers this object, it does not upload again. */
  stored?: AddTaskFileBody;
  /** A translation key or the server's message. */
  error?: string;
  /** The registered file this one replaces; it stays until the replace is registered. */
  replaces?: TaskFile;
}

/** The uploads of one task page: admit, hash, send, register; cancel, retry, remove. */
export function useTaskUploads(
  api: Pick<TaskFilesApi, 'getUploadKeys' | 'addTaskFile' | 'replaceTaskFile' | 'deleteTaskFiles'>,
  taskId: string,
  registered: readonly TaskFile[],
  /** `replaced`: the id of the registered file the new one took the place of. */
  onRegistered: (file: TaskFile, local: File, replaced?: string) => void,
) {
  const translate = useTranslate();
  const notify = useNotify();
  const [items, setItems] = useState<UploadItem[]>([]);
  // Read by callbacks that finish later (hash worker, upload): the latest values, not their closure's.
  const itemsRef = useRef(items);
  const registeredRef = useRef(registered);
  useEffect(() => {
    itemsRef.current = items;
    registeredRef.current = registered;
  });
  /** Content hashes of the files on their way, set as soon as each is known. */
  const hashes = useRef(new Map<number, string>());
  const controllers = useRef(new Map<number, AbortController>());
  /** Items not cancelled or removed: a hash that finishes after a cancel is ignored. */
  const live = useRef(new Set<number>());
  const nextId = useRef(0);
  // Leaving the page stops every upload and ignores every hash still running.
  useEffect(() => {
    const running = controllers.current;
    const alive = live.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
      alive.clear();
    };
  }, []);

  const patch = useCallback((localId: number, change: Partial<UploadItem>) => {
    setItems((current) =>
      current.map((item) => (item.localId === localId ? { ...item, ...change } : item)),
    );
  }, []);
  const drop = useCallback((localId: number) => {
    controllers.current.get(localId)?.abort();
    controllers.current.delete(localId);
    hashes.current.delete(localId);
    live.current.delete(localId);
    setItems((current) => current.filter((item) => item.localId !== localId));
  }, []);
  /** Shown in the slot until its next selection: what was refused and why, one line a file. */
  const [refusals, setRefusals] = useState<Partial<Record<FileSlot, string[]>>>({});
  const refuse = useCallback(
    (slot: FileSlot, refused: Refusal<{ name: string }>[], replace = false) => {
      const lines = refused.map(({ item, reason }) =>
        translate('app.upload.refused', { name: item.name, reason: translate(reason) }),
      );
      if (lines.length === 0 && !replace) return;
      setRefusals((current) => ({
        ...current,
        [slot]: [...(replace ? [] : (current[slot] ?? [])), ...lines],
      }));
    },
    [translate],
  );
  const dismissRefusals = useCallback(
    (slot: FileSlot) => setRefusals((current) => ({ ...current, [slot]: [] })),
    [],
  );

  const send = useCallback(
    (item: UploadItem, hash: string) => {
      const controller = new AbortController();
      controllers.current.set(item.localId, controller);
      patch(item.localId, { status: 'uploading', percent: 0, hash, error: undefined });
      const options = {
        taskId,
        signal: controller.signal,
        onProgress: (loaded: number, total: number) =>
          patch(item.localId, { percent: total ? Math.floor((loaded / total) * 100) : 0 }),
        onRegistering: () => patch(item.localId, { status: 'registering', percent: 100 }),
      };
      const stored = item.stored
        ? Promise.resolve(item.stored)
        : storeFile(api, item.slot, item.file, hash, options).then((body) => {
            patch(item.localId, { stored: body });
            return body;
          });
      void stored
        .then((body) => registerFile(api, taskId, body, options, item.replaces))
        .then(
          (file) => {
            // A replace left behind is kept: undoing it could not bring the replaced file back.
            if (controller.signal.aborted && !item.replaces) {
              // Registered while the page was left: not wanted any more.
              void api.deleteTaskFiles(taskId, file.fileType, file.id).catch((error: unknown) => {
                recordError(describeError(error, `undo ${item.file.name}`));
              });
              return;
            }
            onRegistered(file, item.file, item.replaces?.id);
            drop(item.localId);
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            const message = errorText(error);
            if (error instanceof MissingKeysError) notify(message, { type: 'warning' });
            recordError({ ...describeError(error, `upload ${item.slot}: ${item.file.name}`) });
            patch(item.localId, { status: 'failed', error: message });
          },
        );
    },
    [api, drop, notify, onRegistered, patch, taskId],
  );

  /**
   * Hashes and checks a file on its way, then sends it unless its check failed (issue 40: a
   * damaged file registered became a version nobody can delete) or a file of the task has the
   * same content.
   */
  const start = useCallback(
    (item: UploadItem) => {
      live.current.add(item.localId);
      const hashed = hashInWorker(item.file, (bytes) =>
        patch(item.localId, { percent: Math.floor((bytes / (item.file.size || 1)) * 100) }),
      );
      Promise.all([hashed, unreadableMesh(item.file)]).then(
        ([hash, unreadable]) => {
          if (!live.current.has(item.localId)) return;
          if (unreadable) {
            drop(item.localId);
            refuse(item.slot, [{ item: item.file, reason: unreadable }]);
            return;
          }
          const known = [
            ...registeredRef.current.map((file) => file.hashValue),
            ...hashes.current.values(),
          ];
          const verdict = admitByHash(known, [{ name: item.file.name, hash }]);
          if (verdict.refused.length > 0) {
            drop(item.localId);
            refuse(item.slot, verdict.refused);
          } else {
            hashes.current.set(item.localId, hash);
            send(item, hash);
          }
        },
        (error: unknown) => {
          if (!live.current.has(item.localId)) return;
          recordError(describeError(error, `hash ${item.file.name}`));
          patch(item.localId, { status: 'failed', error: errorText(error) });
        },
      );
    },
    [drop, patch, refuse, send],
  );

  /** `replaces`: the registered file the (first) chosen file takes the place of. */
  const choose = useCallback(
    (slot: FileSlot, files: readonly File[], replaces?: TaskFile) => {
      const chosen = replaces ? files.slice(0, 1) : files;
      const held =
        registeredRef.current.filter((file) => file.fileType === slot).length +
        itemsRef.current.filter((item) => item.slot === slot).length -
        (replaces ? 1 : 0);
      const byName = admitByName(slot, held, chosen);
      refuse(slot, byName.refused, true);
      const added = byName.accepted.map((file): UploadItem => ({
        localId: nextId.current++,
        slot,
        file,
        status: 'hashing',
        percent: 0,
        replaces,
      }));
      setItems((current) => [...current, ...added]);
      added.forEach(start);
    },
    [refuse, start],
  );

  /** Starts a failed file again in its own place: it still counts once in its slot. */
  const retry = useCallback(
    (localId: number) => {
      const item = itemsRef.current.find((candidate) => candidate.localId === localId);
      if (item?.hash) send(item, item.hash);
      else if (item) {
        patch(localId, { status: 'hashing', percent: 0, error: undefined });
        start(item);
      }
    },
    [patch, send, start],
  );

  return { items, refusals, dismissRefusals, choose, retry, cancel: drop, remove: drop };
}

/** What a failed file shows: the portal's words for a file the browser cannot read any more. */
function errorText(error: unknown): string {
  if (isFileReadFailure(error)) return 'app.error.file_unreadable';
  return error instanceof Error && error.message ? error.message : 'app.error.unknown';
}
