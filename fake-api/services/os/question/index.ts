import { Router } from 'express';
import type { Language } from '../../../../i18n/languages';
import type { ServiceQuestion } from '../../../../dataProvider/ticketWireTypes';
import { sendOk } from '../../../http/blade';
import type { FakeApiContext } from '../../../context';
import { languageParam, param } from '../../../http/params';
import { sessionOf } from '../../../middleware/tokenAuth';
import type { QuestionRecord } from '../../../store/state';

const MAX_MATCHES = 10;

/**
 * os/question: the customer-service question bank. A question matches when its title or the
 * words people also type for it (in any language) hold every word asked; it answers in the
 * caller's language (`language`, else the token's), so "接单" or "sipariş" finds the grab rules.
 */
export function questionRoutes(context: FakeApiContext): Router {
  const router = Router();

  router.get('/listTitle', (req, res) => {
    const words = wordsOf(param(req, 'title'));
    if (words.length === 0) return sendOk(res, []);
    const language = languageParam(req) ?? sessionOf(res).token.language;
    const groups = groupsOf(context.store.state().questions ?? []);
    const matches: ServiceQuestion[] = groups
      .filter((group) => group.some((question) => isMatch(question, words)))
      .map((group) => inLanguage(group, language))
      .sort((a, b) => a.sort - b.sort)
      .slice(0, MAX_MATCHES)
      .map(({ id, questionTitle, answerContext }) => ({ id, questionTitle, answerContext }));
    sendOk(res, matches);
  });

  return router;
}

/** Lower case, Turkish dotted and dotless i folded together (WITHDRAW, SİPARİŞ), no punctuation. */
const normalize = (text: string) =>
  text
    .replace(/İ/g, 'i')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/[?？!！。.,，:：;；"“”'’()（）]/g, ' ');

function wordsOf(query: string): string[] {
  return normalize(query).split(/\s+/).filter(Boolean);
}

function isMatch(question: QuestionRecord, words: string[]): boolean {
  const haystack = normalize(`${question.questionTitle} ${question.keywords ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

/** One question's languages together (a record of an older data file stands alone). */
function groupsOf(questions: QuestionRecord[]): QuestionRecord[][] {
  const groups = new Map<string, QuestionRecord[]>();
  for (const question of questions) {
    const key = question.group ?? question.id;
    groups.set(key, [...(groups.get(key) ?? []), question]);
  }
  return [...groups.values()];
}

function inLanguage(group: QuestionRecord[], language: Language): QuestionRecord {
  const first = group[0] as QuestionRecord;
  return (
    group.find((question) => question.language === language) ??
    group.find((question) => question.language === 'zh') ??
    first
  );
}
