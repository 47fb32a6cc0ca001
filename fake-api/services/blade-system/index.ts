import { Router } from 'express';
import { missingParameter, sendFailure, sendOk } from '../../http/blade';
import type { FakeApiContext } from '../../context';
import { sessionOf } from '../../middleware/tokenAuth';
import { languageParam, param } from '../../http/params';
import { audienceOf } from '../../store/userQueries';
import { buildButtonTree, buildMenuTree } from '../../views/menuTree';

/** blade-system: menus, buttons and dictionaries, in the token's (or the asked) language. */
export function systemRoutes(context: FakeApiContext): Router {
  const router = Router();

  router.get('/menu/routes', (_req, res) => {
    const { user, token } = sessionOf(res);
    const state = context.store.state();
    sendOk(res, buildMenuTree(state.menus, audienceOf(state, user), token.language));
  });

  router.get('/menu/buttons', (_req, res) => {
    const { user, token } = sessionOf(res);
    const state = context.store.state();
    const audience = audienceOf(state, user);
    sendOk(res, buildButtonTree(state.menus, state.buttons, audience, token.language));
  });

  router.get('/dict-biz/dictionary', (req, res) => {
    const code = param(req, 'code');
    if (!code) return sendFailure(res, 400, missingParameter('code'));
    const language = languageParam(req) ?? sessionOf(res).token.language;
    const items = context.store
      .state()
      .dictionaries.filter((item) => item.code === code && item.parentId !== '0')
      .sort((a, b) => a.sort - b.sort)
      .map((item) => ({ ...item, dictValue: item.dictValue[language] }));
    sendOk(res, items);
  });

  return router;
}
