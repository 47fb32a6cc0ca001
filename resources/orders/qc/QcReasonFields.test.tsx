// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QcReason } from '../../../src/domain/qcReasons';
import { TEXT_LIMITS } from '../../../src/domain/textLimits';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { QcReasonFields } from './QcReasonFields';

afterEach(cleanup);

/** The fields as the inspection form holds them: the typed text is the form's state. */
function Harness({ text }: { text: string }) {
  const [reason, setReason] = useState<QcReason>({ category: 'margin', severity: 'major', text });
  return (
    <QcReasonFields
      reason={reason}
      picking={false}
      onChange={(patch) => setReason((now) => ({ ...now, ...patch }))}
      onPick={() => {}}
      onRemove={() => {}}
    />
  );
}

const render = (text: string) =>
  renderInAdmin(<Harness text={text} />, {
    dataProvider: { getDictionary: () => Promise.resolve([]) },
  });

describe('QcReasonFields', () => {
  it('counts the description against the reason limit as it is typed', async () => {
    render('');
    await userEvent.setup().type(screen.getByTestId('qc-text'), '边缘🦷');
    expect(screen.getByText(`3 / ${TEXT_LIMITS.reason}`)).toBeInTheDocument();
    expect(screen.getByTestId('qc-text')).toHaveAttribute('aria-invalid', 'false');
  });

  it('says the limit and marks the field when the description is longer', () => {
    render('x'.repeat(TEXT_LIMITS.reason + 1));
    expect(screen.getByText(`At most ${TEXT_LIMITS.reason} characters`)).toBeInTheDocument();
    expect(screen.getByTestId('qc-text')).toHaveAttribute('aria-invalid', 'true');
  });
});
