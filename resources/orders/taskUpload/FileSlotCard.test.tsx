// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { FileSlotCard } from './FileSlotCard';
import { dlpRequirement } from './slotRequirement';

const noop = () => undefined;

function renderDlpSlot(dentureType: string, typeLabel: string) {
  return renderInAdmin(
    <FileSlotCard
      slot="dlp"
      requirement={dlpRequirement({ dentureType }, typeLabel)}
      files={[]}
      localFiles={{}}
      items={[]}
      refusals={[]}
      editable
      deleting={new Set()}
      isSubmitted={() => false}
      onDismissRefusals={noop}
      onChoose={noop}
      onDelete={noop}
      onCancel={noop}
      onRetry={noop}
      onRemove={noop}
    />,
  );
}

afterEach(cleanup);

describe('the DLP slot of the upload page', () => {
  it('says why an implant abutment needs DLP models, as a warning while there are none', () => {
    renderDlpSlot('5', 'Implant abutment');
    const hint = screen.getByTestId('slot-hint-dlp');
    expect(hint).toHaveTextContent(
      'Required for Implant abutment: its delivery includes a printed DLP model. .stl, .ply or .obj, one or two files, not zero',
    );
    expect(hint.dataset.short).toBe('true');
  });

  it('does not ask a full crown for DLP models', () => {
    renderDlpSlot('1', 'Full crown');
    const hint = screen.getByTestId('slot-hint-dlp');
    expect(hint).toHaveTextContent(
      'Not required for Full crown. If you add them: .stl, .ply or .obj, at most two files',
    );
    expect(hint.dataset.short).toBe('false');
  });
});
