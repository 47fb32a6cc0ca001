import { Router } from 'express';
import type { Request, Response } from 'express';
import type { DesignTask, TaskFile } from '../../../../dataProvider/wireTypes';
import { FILE_MESSAGES } from '../../../messages/fileMessages';
import { ruleText } from '../../../../src/domain/ruleTexts';
import { TASK_MESSAGES } from '../../../messages/taskMessages';
import { SLOT_RULES, checkFileName, isFileSlot } from '../../../../src/domain/fileRules';
import type { FileSlot } from '../../../../src/domain/fileRules';
import { isSubmittedFile } from '../../../../src/domain/fileVersions';
import { isStaff } from '../../../../src/domain/roles';
import { MESSAGES, missingParameter, sendFailure, sendOk } from '../../../http/blade';
import { bodyOf } from '../../../http/params';
import type { FakeApiContext } from '../../../context';
import { formatDateTime } from '../../../http/format';
import { sessionOf } from '../../../middleware/tokenAuth';
import { UPLOAD_STATES, taskExists } from '../../../orders/taskAccess';
import { readsUploadedFiles } from '../../../../src/domain/taskStates';
import { findTask } from '../../../orders/taskQueries';
import { versionMessage } from '../../../messages/versionMessages';
import { storedIsMesh } from '../../../files/meshContent';
import { coded, sendRefusal, type Refusal } from '../../../http/refusal';
import {
  OBJECT_PATH,
  deleteUnreferenced,
  grantOf,
  isSafeKey,
  objectLink,
  tasksHolding,
} from '../../../storage/objectGrants';

/** Which slots each DELETE removes (dataProvider/wireTypes.ts TaskFileType). */
const DELETE_GROUPS: Readonly<Record<string, readonly FileSlot[]>> = {
  cadFiles: ['cad'],
  reticleModelFiles: ['reticleModel'],
  integratFiles: ['toothMold', 'bracket', 'dlp'],
};

/** What the client says; the links are the server's, built from the key (OBJECT_PATH). */
const TEXT_FIELDS = ['name', 'originalName', 'hashValue'] as const;
const OBJECT_KEY = /^upload\/\d{8}\/[^/]+$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** os/designTask: the files of a task (docs/CONTRACT.md, "CAD upload"). */
export function taskFileRoutes(context: FakeApiContext): Router {
  const router = Router();
  const files = () => (context.store.state().taskFiles ??= []);
  const versionsOf = (task: DesignTask) =>
    (context.store.state().cadVersions ?? []).filter((version) => version.taskId === task.id);
  const submitted = (task: DesignTask) => (file: TaskFile) =>
    isSubmittedFile(file, versionsOf(task));

  // The inspector reads the delivery too (issue 21: QC sees the whole case).
  router.get('/:id/uploadFiles', (req, res) => {
    const task = taskOf(req, res, false, true);
    if (task)
      sendOk(
        res,
        files().filter((file) => file.taskId === task.id),
      );
  });

  router.post('/:id/addTaskFile', (req, res, next) => {
    const task = taskOf(req, res, true);
    if (task) addFile(task, req, res).catch(next);
  });

  /**
   * A new file in place of one registered (issue 21): the rework's new design replaces the
   * working file without a delete first. The replaced record leaves the working files; its object
   * stays when a submitted version holds it, and goes when it was never submitted.
   */
  router.post('/:id/replaceTaskFile', (req, res, next) => {
    const task = taskOf(req, res, true);
    if (!task) return;
    const fileId = typeof req.query.fileId === 'string' ? req.query.fileId : '';
    if (!fileId) return sendFailure(res, 400, missingParameter('fileId'));
    const old = files().find((file) => file.id === fileId && file.taskId === task.id);
    if (!old) return sendFailure(res, 400, FILE_MESSAGES.fileNotFound);
    const body = bodyOf(req);
    if (body.fileType !== undefined && body.fileType !== old.fileType) {
      return sendFailure(res, 400, versionMessage(req, '替换文件须与原文件类型相同'));
    }
    const others = files().filter((file) => file.id !== old.id);
    // Same content as the replaced file is still a duplicate: nothing would change.
    const duplicateOfOld = body.hashValue === old.hashValue;
    addProblem(context, task, body, others, sessionOf(res).user.id)
      .then((problem) => {
        if (problem) return sendRefusal(req, res, 400, problem);
        if (duplicateOfOld) return sendFailure(res, 400, ruleText('app.upload.rules.duplicate'));
        // Another call may have replaced or deleted it while the storage was checked.
        const place = files().indexOf(old);
        if (place < 0) return sendFailure(res, 400, FILE_MESSAGES.fileNotFound);
        const file = newFile(task, body);
        files().splice(place, 1, file);
        // A submitted version (or any other record) still naming the object keeps it.
        return deleteUnreferenced(context, [old.name]).then(() => sendOk(res, file));
      })
      .catch(next);
  });

  function newFile(task: DesignTask, body: Record<string, unknown>): TaskFile {
    const text = body as Record<(typeof TEXT_FIELDS)[number], string>;
    const link = objectLink(text.name);
    return {
      id: context.newId(),
      taskId: task.id,
      fileType: body.fileType as FileSlot,
      fileSize: body.fileSize as number,
      domain: OBJECT_PATH,
      link,
      name: text.name,
      originalName: text.originalName,
      viewStlUrl: link,
      hashValue: text.hashValue,
      createTime: formatDateTime(context.settings.now()),
    };
  }

  async function addFile(task: DesignTask, req: Request, res: Response) {
    const body = bodyOf(req);
    const problem = await addProblem(context, task, body, files(), sessionOf(res).user.id);
    if (problem) return sendRefusal(req, res, 400, problem);
    const file = newFile(task, body);
    files().push(file);
    sendOk(res, file);
  }

  router.delete('/:id/:group', (req, res, next) => {
    const slots = DELETE_GROUPS[req.params.group];
    if (!slots) return next();
    const task = taskOf(req, res, true);
    if (!task) return;
    const fileId = typeof req.query.fileId === 'string' ? req.query.fileId : '';
    const state = context.store.state();
    const inGroup = (file: TaskFile) => file.taskId === task.id && slots.includes(file.fileType);
    if (fileId && !files().some((file) => file.id === fileId && inGroup(file))) {
      return sendFailure(res, 400, FILE_MESSAGES.fileNotFound);
    }
    const removed = (file: TaskFile) => inGroup(file) && (!fileId || file.id === fileId);
    const gone = files().filter(removed);
    // A submitted version's files are evidence: replaced, never deleted (issue 21).
    if (gone.some(submitted(task))) {
      return sendFailure(res, 400, versionMessage(req, '已提交的版本文件不能删除'));
    }
    state.taskFiles = files().filter((file) => !removed(file));
    // The objects go too, once no other record names them (a version, another slot, a thread).
    void deleteUnreferenced(
      context,
      gone.map((file) => file.name),
    ).then(() => sendOk(res, true));
  });

  /**
   * The caller's task, or an answer sent: 400 unknown, 403 someone else's, 400 wrong state.
   * `staffReads`: staff (the QC right) read any task's files.
   */
  function taskOf(
    req: Request,
    res: Response,
    changing = false,
    staffReads = false,
  ): DesignTask | undefined {
    const state = context.store.state();
    const id = String(req.params.id);
    const { user } = sessionOf(res);
    const found = findTask(state, id);
    // The detail asks for the files by the same rule (src/domain/taskStates.ts).
    const staffRead = staffReads && isStaff(user.roleAlias);
    const task = found && readsUploadedFiles(user.id, staffRead, found) ? found : undefined;
    if (!task) {
      if (taskExists(state, id)) sendFailure(res, 403, MESSAGES.forbidden);
      else sendFailure(res, 400, TASK_MESSAGES.notFound);
      return undefined;
    }
    if (changing && !UPLOAD_STATES.includes(task.status)) {
      sendFailure(res, 400, FILE_MESSAGES.locked);
      return undefined;
    }
    return task;
  }

  return router;
}

/** The first thing wrong with a file to register (Chinese, as the server answers, or coded). */
async function addProblem(
  context: FakeApiContext,
  task: DesignTask,
  body: Record<string, unknown>,
  files: readonly TaskFile[],
  sessionUserId: string,
): Promise<Refusal | undefined> {
  const { fileType, fileSize } = body;
  if (!fileType) return missingParameter('fileType');
  if (!isFileSlot(fileType)) return FILE_MESSAGES.fileType;
  const missing = TEXT_FIELDS.find((field) => typeof body[field] !== 'string' || !body[field]);
  if (missing) return missingParameter(missing);
  if (fileSize === 0) return coded('file_empty');
  if (typeof fileSize !== 'number' || !Number.isInteger(fileSize) || fileSize < 0) {
    return missingParameter('fileSize');
  }
  const text = body as Record<(typeof TEXT_FIELDS)[number], string>;
  if (!SHA256_HEX.test(text.hashValue)) return FILE_MESSAGES.hash;
  if (!OBJECT_KEY.test(text.name) || !isSafeKey(text.name)) return FILE_MESSAGES.objectKey;
  const state = context.store.state();
  const grant = grantOf(state, text.name, sessionUserId);
  if (!grant || grant.source !== 'upload' || grant.taskId !== task.id)
    return FILE_MESSAGES.notIssued;
  if ([...tasksHolding(state, text.name)].some((taskId) => taskId !== task.id))
    return FILE_MESSAGES.otherTask;
  const nameProblem = checkFileName(fileType, text.originalName);
  if (nameProblem) return ruleText(nameProblem);
  const taskFiles = files.filter((file) => file.taskId === task.id);
  if (taskFiles.some((file) => file.hashValue === text.hashValue))
    return ruleText('app.upload.rules.duplicate');
  const { max, countKey } = SLOT_RULES[fileType];
  if (countKey && taskFiles.filter((file) => file.fileType === fileType).length >= max) {
    return ruleText(countKey);
  }
  // Nothing is registered before its upload completed: the object must be there, whole, and be
  // what the hash says (the server reads it; the client's word is not enough).
  const stored = await context.storage?.digestObject(text.name);
  if (!stored || stored.size !== fileSize) return FILE_MESSAGES.notUploaded;
  if (stored.sha256 !== text.hashValue) return FILE_MESSAGES.hashMismatch;
  // Issue 40: bytes that are no model would become a version nobody can delete.
  if (!(await storedIsMesh(context, text.name, fileSize))) return coded('mesh_unreadable');
  return undefined;
}
