import { LANGUAGES } from '../../i18n/languages';
import type { QuestionRecord } from '../store/state';
import type { SeedContext } from './context';
import { FAQ_ENTRIES } from './faq';

/** The FAQ behind the customer-service dialog: each question in zh, en and tr (./faq.ts). */
export function createQuestions(context: SeedContext): QuestionRecord[] {
  return FAQ_ENTRIES.flatMap((entry, index) => {
    const group = `faq-${index + 1}`;
    return LANGUAGES.map((language) => {
      const [questionTitle, answerContext] = entry[language];
      return {
        id: context.nextId(),
        questionTitle,
        answerContext,
        sort: index + 1,
        language,
        keywords: entry.words[language],
        group,
      };
    });
  });
}
