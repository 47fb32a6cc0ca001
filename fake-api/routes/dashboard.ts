import { Router } from 'express';
import { sendFailure, sendOk } from '../http/blade';
import { bladePage } from '../http/bladePage';
import type { FakeApiContext } from '../context';
import { dashboardStats } from '../dashboard/stats';
import { practiceCases } from '../dashboard/practiceCases';
import { formatDateTime } from '../http/format';
import { sessionOf } from '../middleware/tokenAuth';
import { todayOf } from '../points/pointsBook';

const NOTICE_NOT_FOUND = '公告不存在';

/** The dashboard's figures, platform notices and practice cases (docs/CONTRACT.md, "Dashboard"). */
export function dashboardRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();

  router.get('/os/dashboard/stats', (_req, res) => {
    sendOk(res, dashboardStats(state(), sessionOf(res).user, todayOf(context)));
  });

  router.get('/os/notice/page', (req, res) => {
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
  router.post('/os/notice/:id/read', (req, res) => {
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
      context.store.persist();
    }
    sendOk(res, true);
  });

  router.get('/os/practice/list', (_req, res) => {
    sendOk(res, practiceCases(sessionOf(res).token.language));
  });

  return router;
}
