import { useCallback, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { ServiceQuestion } from '../../../dataProvider/ticketWireTypes';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';

type NewMessage =
  | { kind: 'question'; text: string }
  | { kind: 'searching' }
  | { kind: 'matches'; questions: ServiceQuestion[] }
  | { kind: 'answer'; question: ServiceQuestion }
  | { kind: 'no_answer'; text: string };

export type ChatMessage = { id: number } & NewMessage;

/** The chat: a question searches the titles; a picked title shows its answer. */
export function useServiceChat() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notifyFailure = useNotifyFailure();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const nextId = useRef(0);

  const push = useCallback((message: NewMessage) => {
    const id = nextId.current++;
    setMessages((current) => [...current, { ...message, id }]);
    return id;
  }, []);
  const replace = (id: number, message: NewMessage | undefined) =>
    setMessages((current) =>
      current.flatMap((item) => (item.id === id ? (message ? [{ ...message, id }] : []) : [item])),
    );

  const ask = useCallback(
    async (text: string) => {
      const question = text.trim();
      if (!question) return;
      push({ kind: 'question', text: question });
      const pending = push({ kind: 'searching' });
      try {
        const questions = await dataProvider.searchQuestions(question);
        replace(
          pending,
          questions.length > 0
            ? { kind: 'matches', questions }
            : { kind: 'no_answer', text: question },
        );
      } catch (error) {
        replace(pending, undefined);
        notifyFailure(error);
      }
    },
    [dataProvider, notifyFailure, push],
  );

  const pick = useCallback(
    (question: ServiceQuestion) => {
      push({ kind: 'question', text: question.questionTitle });
      push({ kind: 'answer', question });
    },
    [push],
  );

  return { messages, ask, pick };
}
