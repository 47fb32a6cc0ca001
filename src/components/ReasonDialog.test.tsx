// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DictItem } from '../../dataProvider/wireTypes';
import { renderInAdmin } from '../../tests/unit/renderInAdmin';
import { REASON_CODES } from '../domain/reasonCodes';
import { ReasonDialog } from './ReasonDialog';

afterEach(cleanup);

const FIRST_CODE = REASON_CODES.review[0];

function dictionaryItem(dictKey: string, dictValue: string): DictItem {
  return {
    id: dictKey,
    tenantId: '',
    parentId: '',
    code: 'review_reason',
    dictKey,
    dictValue,
    sort: 0,
    remark: '',
  };
}

describe('ReasonDialog', () => {
  it('asks for the words before it confirms, then sends them', async () => {
    const onConfirm = vi.fn();
    renderInAdmin(
      <ReasonDialog
        titleKey="app.onboarding.review.fail"
        labelKey="app.onboarding.review.reason"
        limit="reason"
        pending={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm, { detail: 1 });
    await screen.findByText('Please enter a reason', undefined, { timeout: 3000 });
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), {
      target: { value: '  margins open  ' },
    });
    fireEvent.click(confirm, { detail: 1 });
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledWith('margins open', ''));
  });

  it('starts from "other" and no words on a page whose record has a reason of its own', async () => {
    const onConfirm = vi.fn();
    renderInAdmin(
      <RecordContextProvider value={{ id: 9, reasonCode: '', reason: 'old' }}>
        <ReasonDialog
          titleKey="app.onboarding.review.fail"
          labelKey="app.onboarding.review.reason"
          categories="review"
          pending={false}
          onConfirm={onConfirm}
          onClose={vi.fn()}
        />
      </RecordContextProvider>,
      {
        dataProvider: {
          getDictionary: async () =>
            REASON_CODES.review.map((code) => dictionaryItem(code, `label ${code}`)),
        },
      },
    );
    const words = screen.getByRole('textbox', { name: 'Reason' });
    expect(words).toHaveValue('');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm, { detail: 1 });
    await screen.findByText('Please enter a reason', undefined, { timeout: 3000 });
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Reason category/ }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', {
        name: `label ${FIRST_CODE}`,
      }),
    );
    fireEvent.click(confirm, { detail: 1 });
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledWith('', FIRST_CODE));
  });
});
