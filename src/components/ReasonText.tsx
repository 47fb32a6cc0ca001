import { useRecordContext, useTranslate } from 'react-admin';
import { REASON_DICTIONARIES, type ReasonKind } from '../domain/reasonCodes';
import { useDictionaryLabel } from '../dictionaries/useDictionary';

interface Reason {
  reasonCode?: string;
  reason?: string;
}

/**
 * A staff reason: the category's label in the user's language (from the code the server sends),
 * then the staff's own words as they typed them, marked as theirs. "Other" shows the words alone.
 */
export function ReasonText({ kind, reasonCode = '', reason = '' }: Reason & { kind: ReasonKind }) {
  const translate = useTranslate();
  const label = useDictionaryLabel(REASON_DICTIONARIES[kind]);
  const category = reasonCode && reasonCode !== 'other' ? label(reasonCode) : '';
  return (
    <span data-testid="reason-text" data-reason-code={reasonCode}>
      {category}
      {category && reason ? ' · ' : ''}
      {reason && (
        <span data-typed="staff">{translate('app.reasons.staff_words', { text: reason })}</span>
      )}
    </span>
  );
}

/** The record's reason as a list column. */
export function ReasonField({ kind }: { kind: ReasonKind; source?: string; label?: string }) {
  const record = useRecordContext<Reason>();
  if (!record) return null;
  return <ReasonText kind={kind} reasonCode={record.reasonCode} reason={record.reason} />;
}
