import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { SafeHtml } from '../../../src/components/SafeHtml';
import type { ChatMessage } from './useServiceChat';
import { useServiceChat } from './useServiceChat';

interface ServiceChatProps {
  /** Opens the work-order form with this question as its title; absent without ticket_add. */
  onWorkOrder?: (question: string) => void;
}

/** A chat-like pane: questions on the right, the service's answers on the left. */
export function ServiceChat({ onWorkOrder }: ServiceChatProps) {
  const translate = useTranslate();
  const { messages, ask, pick } = useServiceChat();
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Braces matter: recent Chromium returns a promise here, which React would call as cleanup.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  const send = () => {
    if (text.trim() === '') return;
    void ask(text);
    setText('');
  };

  return (
    <Stack spacing={1} data-testid="service-chat">
      <Box sx={{ height: 340, overflowY: 'auto', bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
        <Bubble mine={false}>{translate('app.tickets.service.welcome')}</Bubble>
        {messages.map((message) => (
          <MessageView key={message.id} message={message} onPick={pick} onWorkOrder={onWorkOrder} />
        ))}
        <div ref={end} />
      </Box>
      <Stack direction="row" spacing={1} alignItems="flex-end">
        <TextField
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          placeholder={translate('app.tickets.service.input')}
          slotProps={{ htmlInput: { 'aria-label': translate('app.tickets.service.input') } }}
          multiline
          maxRows={4}
          fullWidth
          size="small"
        />
        <Button
          variant="contained"
          endIcon={<SendIcon />}
          disabled={text.trim() === ''}
          onClick={send}
        >
          {translate('app.tickets.service.send')}
        </Button>
      </Stack>
    </Stack>
  );
}

interface MessageViewProps {
  message: ChatMessage;
  onPick: (question: Extract<ChatMessage, { kind: 'matches' }>['questions'][number]) => void;
  onWorkOrder?: (question: string) => void;
}

function MessageView({ message, onPick, onWorkOrder }: MessageViewProps) {
  const translate = useTranslate();
  switch (message.kind) {
    case 'question':
      return (
        <Bubble mine>
          <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
            {message.text}
          </Box>
        </Bubble>
      );
    case 'searching':
      return <Bubble mine={false}>{translate('app.tickets.service.searching')}</Bubble>;
    case 'matches':
      return (
        <Bubble mine={false} testId="chat-matches">
          {translate('app.tickets.service.matches')}
          {message.questions.map((question) => (
            <Box key={question.id}>
              <Link component="button" type="button" onClick={() => onPick(question)}>
                {question.questionTitle}
              </Link>
            </Box>
          ))}
        </Bubble>
      );
    case 'answer':
      return (
        <Bubble mine={false} testId="chat-answer">
          <Typography variant="subtitle2">{message.question.questionTitle}</Typography>
          <SafeHtml html={message.question.answerContext} />
        </Bubble>
      );
    case 'no_answer':
      return (
        <Bubble mine={false} testId="chat-no-answer">
          {translate('app.tickets.service.no_answer')}
          {onWorkOrder && (
            <Box sx={{ mt: 1 }}>
              <Button size="small" variant="outlined" onClick={() => onWorkOrder(message.text)}>
                {translate('app.tickets.service.submit_work_order')}
              </Button>
            </Box>
          )}
        </Bubble>
      );
  }
}

interface BubbleProps {
  mine: boolean;
  testId?: string;
  children: ReactNode;
}

function Bubble({ mine, testId, children }: BubbleProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', my: 0.75 }}>
      <Paper
        elevation={0}
        data-testid={testId ?? (mine ? 'chat-mine' : 'chat-reply')}
        sx={{
          px: 1.5,
          py: 1,
          maxWidth: '85%',
          bgcolor: mine ? 'primary.main' : 'background.paper',
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="body2" component="div">
          {children}
        </Typography>
      </Paper>
    </Box>
  );
}
