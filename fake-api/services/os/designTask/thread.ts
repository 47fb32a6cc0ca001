import { Router } from 'express';
import type { Request, Response } from 'express';
import type { DesignTask } from '../../../../dataProvider/wireTypes';
import {
  isPinLink,
  threadMessageProblem,
  threadMessageText,
} from '../../../../src/domain/orderThread';
import type { CannedAnswer, ThreadPinLink } from '../../../../src/domain/orderThread';
import type { FakeApiContext } from '../../../context';
import { MESSAGES, sendFailure, sendOk } from '../../../http/blade';
import { refuseTooLong } from '../../../messages/limitMessages';
import { TASK_MESSAGES } from '../../../messages/taskMessages';
import { THREAD_MESSAGES } from '../../../messages/threadMessages';
import { sessionOf } from '../../../middleware/tokenAuth';
import { emitNotification } from '../../../notifications/events';
import { findTask } from '../../../orders/taskQueries';
import {
  appendThreadEntry,
  entryView,
  lastReadOf,
  markThreadRead,
  mayUseThread,
  readerOf,
  threadOf,
} from '../../../orders/thread';
import { parseAttachList } from '../../../tickets/ticketViews';

/**
 * An order's thread (docs/CONTRACT.md, "Order thread"): the order's designer and staff read it,
 * write in it and mark it read; every other caller is refused with 403.
 */
export function taskThreadRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();

  router.get('/:id/thread', (req, res) => {
    const task = threadTask(context, req, res);
    if (!task) return;
    const { user } = sessionOf(res);
    const lastRead = lastReadOf(state(), task.id, user.id);
    const entries = threadOf(state(), task.id)
      .sort((a, b) => a.seq - b.seq)
      .map((entry) => entryView(state(), entry, user, lastRead));
    sendOk(res, entries);
  });

  router.post('/:id/thread/message', (req, res) => {
    const task = threadTask(context, req, res);
    if (!task) return;
    const { user } = sessionOf(res);
    const body = bodyOf(req);
    const content = typeof body.content === 'string' ? body.content : '';
    const attachList = parseAttachList(body.attachList, state(), user.id);
    if (!attachList) return sendFailure(res, 400, THREAD_MESSAGES.badAttachments);
    const draft = { content, canned: body.canned, pin: body.pin, attachments: attachList.length };
    const problem = threadMessageProblem(draft, readerOf(user).staff);
    if (problem) return sendFailure(res, 400, THREAD_MESSAGES[problem]);
    const texts = [
      ['ticketReply', content],
      ['threadMessage', threadMessageText(content)],
    ] as const;
    if (refuseTooLong(req, res, texts)) return;
    if (isPinLink(body.pin) && !pinExists(task, body.pin)) {
      return sendFailure(res, 400, THREAD_MESSAGES.badPin);
    }
    const entry = appendThreadEntry(context, {
      taskId: task.id,
      kind: 'message',
      authorId: user.id,
      fromStaff: readerOf(user).staff,
      content,
      attachList,
      ...(body.canned === undefined ? {} : { canned: body.canned as CannedAnswer }),
      ...(isPinLink(body.pin) ? { pin: { kind: body.pin.kind, index: body.pin.index } } : {}),
    });
    // Whoever writes has read what came before.
    markThreadRead(state(), task.id, user.id);
    if (entry.fromStaff && task.designerId) {
      emitNotification(context, task.designerId, 'threadAnswer', task.id, {
        orderNo: task.orderNo,
      });
    }
    sendOk(res, entryView(state(), entry, user, lastReadOf(state(), task.id, user.id)));
  });

  // Reading twice is harmless.
  router.post('/:id/thread/read', (req, res) => {
    const task = threadTask(context, req, res);
    if (!task) return;
    markThreadRead(state(), task.id, sessionOf(res).user.id);
    sendOk(res, null);
  });

  return router;
}

/** The order when the caller may use its thread; otherwise answers 400 (unknown) or 403. */
function threadTask(context: FakeApiContext, req: Request, res: Response): DesignTask | undefined {
  const task = findTask(context.store.state(), req.params.id);
  if (!task) return void sendFailure(res, 400, TASK_MESSAGES.notFound);
  if (!mayUseThread(sessionOf(res).user, task)) {
    return void sendFailure(res, 403, MESSAGES.forbidden);
  }
  return task;
}

function pinExists(task: DesignTask, pin: ThreadPinLink): boolean {
  if (pin.kind === 'flag') return pin.index < (task.flag?.pins.length ?? 0);
  return task.qcInspection?.reasons[pin.index]?.pin !== undefined;
}

function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
