import { Router } from 'express';
import type { TaskGroup } from '../../../../dataProvider/wireTypes';
import { WORKBENCH_TABS } from '../../../../src/domain/taskStates';
import { sendFailure, sendOk } from '../../../http/blade';
import type { FakeApiContext } from '../../../context';
import { formatDateTime } from '../../../http/format';
import { sessionOf } from '../../../middleware/tokenAuth';
import { TASK_MESSAGES } from '../../../messages/taskMessages';
import { isWorkbenchTab, tabTasks } from '../../../orders/taskQueries';

const GROUP_NAMES: Record<TaskGroup['id'], string> = {
  grab: '抢单',
  progress: '进行中',
  inspection: '质检',
  history: '历史',
};

/** Workbench groups with counts and unread marks; a group is read once the user opens it. */
export function taskGroupRoutes(context: FakeApiContext): Router {
  const router = Router();

  router.get('/my/gropus', (_req, res) => {
    const state = context.store.state();
    const user = sessionOf(res).user;
    const reads = (state.taskGroupReads ?? []).filter((read) => read.userId === user.id);
    const groups: TaskGroup[] = WORKBENCH_TABS.map((id) => {
      const tasks = tabTasks(state, user, id);
      const readTime = reads.find((read) => read.groupId === id)?.readTime ?? '';
      return {
        id,
        name: GROUP_NAMES[id],
        count: tasks.length,
        unread: tasks.some((task) => task.updateTime > readTime),
      };
    });
    sendOk(res, groups);
  });

  router.put('/my/readGroup/:id', (req, res) => {
    const groupId = req.params.id;
    if (!isWorkbenchTab(groupId)) return sendFailure(res, 400, TASK_MESSAGES.unknownGroup);
    const state = context.store.state();
    const userId = sessionOf(res).user.id;
    state.taskGroupReads ??= [];
    const readTime = formatDateTime(context.settings.now());
    const read = state.taskGroupReads.find((r) => r.userId === userId && r.groupId === groupId);
    if (read) read.readTime = readTime;
    else state.taskGroupReads.push({ id: context.newId(), userId, groupId, readTime });
    sendOk(res, null);
  });

  return router;
}
