import { Router } from 'express';
import type { ServiceQuestion } from '../../../../dataProvider/ticketWireTypes';
import { sendOk } from '../../../http/blade';
import type { FakeApiContext } from '../../../context';
import { param } from '../../../http/params';

const MAX_MATCHES = 10;

/** os/question: the customer-service question bank, searched by title. */
export function questionRoutes(context: FakeApiContext): Router {
  const router = Router();

  router.get('/listTitle', (req, res) => {
    const title = param(req, 'title').trim().toLowerCase();
    if (!title) return sendOk(res, []);
    const matches: ServiceQuestion[] = (context.store.state().questions ?? [])
      .filter((question) => matchesTitle(question.questionTitle, title))
      .sort((a, b) => a.sort - b.sort)
      .slice(0, MAX_MATCHES)
      .map(({ id, questionTitle, answerContext }) => ({ id, questionTitle, answerContext }));
    sendOk(res, matches);
  });

  return router;
}

/** The title contains the query, as typed or without its punctuation; case-insensitive. */
function matchesTitle(questionTitle: string, query: string): boolean {
  const title = questionTitle.toLowerCase();
  if (title.includes(query)) return true;
  const stripped = query.replace(/[?？!！。.,，]/g, '').trim();
  return stripped.length >= 2 && title.includes(stripped);
}
