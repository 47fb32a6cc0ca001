import { Router } from 'express';
import { sendFailure, sendOk } from '../../../http/blade';
import { bladePage } from '../../../http/bladePage';
import type { FakeApiContext } from '../../../context';
import { formatDateTime } from '../../../http/format';
import { sessionOf } from '../../../middleware/tokenAuth';

const NOTICE_NOT_FOUND = '公告不存在';

/** /api/os/notice: platform notices and their read marks (docs/CONTRACT.md, "Dashboard"). */
export function noticeRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();

  router.get('/page', (req, res) => {
    const { user, token } = sessionOf(res);
    const reads = new Set(
      (state().noticeReads ?? []).filter((r) => r.userId === user.id).map((r) => r.noticeId),
    );
    const notices = [...(state().notices ?? [])]
      .sort((a, b) => b.publishTime.localeCompare(a.publishTime))
      .map((notice) => ({
        id: notice.id,
        title: notice.title[token.language],
        content: notice.content[token.language],
        publishTime: notice.publishTime,
        read: reads.has(notice.id),
      }));
    sendOk(res, bladePage(notices, req));
  });

  // Reading twice is harmless: one read mark per user and notice.
  router.post('/:id/read', (req, res) => {
    const { user } = sessionOf(res);
    const current = state();
    if (!(current.notices ?? []).some((notice) => notice.id === req.params.id)) {
      return sendFailure(res, 400, NOTICE_NOT_FOUND);
    }
    current.noticeReads ??= [];
    const already = current.noticeReads.some(
      (r) => r.userId === user.id && r.noticeId === req.params.id,
    );
    if (!already) {
      current.noticeReads.push({
        id: context.newId(),
        userId: user.id,
        noticeId: req.params.id,
        readTime: formatDateTime(context.settings.now()),
      });
    }
    sendOk(res, true);
  });

  return router;
}
