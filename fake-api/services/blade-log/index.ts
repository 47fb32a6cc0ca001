import { Router } from 'express';
import { sendFailure, sendOk } from '../../http/blade';
import type { FakeApiContext } from '../../context';
import { formatDateTime } from '../../http/format';
import { sessionOf } from '../../middleware/tokenAuth';
import type { ErrorLogRecord } from '../../store/state';

/** At most one client's full local log (the portal keeps 200 entries). */
const MAX_ERROR_LOGS_PER_CALL = 200;
const FIELDS = ['type', 'message', 'stack', 'info', 'url', 'time'] as const;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

type Entry = Record<(typeof FIELDS)[number], string>;

/** blade-log: the portal uploads its local error log (docs/CONTRACT.md, "Error log"). */
export function logRoutes(context: FakeApiContext): Router {
  const router = Router();

  router.post('/error/submit-batch', (req, res) => {
    const body: unknown = req.body;
    if (!Array.isArray(body) || body.length === 0) {
      return sendFailure(res, 400, '请求体必须是非空的日志数组');
    }
    if (body.length > MAX_ERROR_LOGS_PER_CALL) {
      return sendFailure(res, 400, `一次最多上传 ${MAX_ERROR_LOGS_PER_CALL} 条日志`);
    }
    for (const [index, entry] of body.entries()) {
      const problem = entryProblem(entry);
      if (problem) return sendFailure(res, 400, `第 ${index + 1} 条日志格式错误: ${problem}`);
    }
    const { user } = sessionOf(res);
    const state = context.store.state();
    const createTime = formatDateTime(context.settings.now());
    const records = (body as Entry[]).map((entry): ErrorLogRecord => ({
      id: context.newId(),
      tenantId: user.tenantId,
      userId: user.id,
      account: user.account,
      ...pick(entry),
      createTime,
    }));
    state.errorLogs = [...(state.errorLogs ?? []), ...records];
    sendOk(res, null);
  });

  return router;
}

/** The first thing wrong with an entry, named by its field; undefined when it is fine. */
function entryProblem(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return 'entry';
  const record = entry as Record<string, unknown>;
  const wrong = FIELDS.find((field) => typeof record[field] !== 'string');
  if (wrong) return wrong;
  if (record.type !== 'error') return 'type';
  if ((record.message as string).trim() === '') return 'message';
  if (!DATE_TIME.test(record.time as string)) return 'time';
  return undefined;
}

function pick(entry: Entry): Entry {
  return Object.fromEntries(FIELDS.map((field) => [field, entry[field]])) as Entry;
}
