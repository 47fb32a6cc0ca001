// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Form, RecordContextProvider, TextInput } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../tests/unit/renderInAdmin';
import { KEEP_TYPED } from './keepTyped';

const TWO_DECIMALS = 'At most two decimals';
const twoDecimals = (value: unknown) =>
  /^\d+(\.\d{1,2})?$/.test(String(value)) ? undefined : TWO_DECIMALS;

function PriceForm({ record }: { record: { id: number; unitPrice: string; note: string } }) {
  return (
    <RecordContextProvider value={record}>
      <Form resetOptions={KEEP_TYPED} onSubmit={() => {}}>
        <TextInput source="unitPrice" validate={twoDecimals} />
        <TextInput source="note" />
        <button type="submit">Save</button>
      </Form>
    </RecordContextProvider>
  );
}

afterEach(cleanup);

describe('a form given KEEP_TYPED', () => {
  it('keeps what the user typed when the record is fetched again, and takes the rest', async () => {
    const summary = { id: 7, unitPrice: '20.00', note: '' };
    const view = renderInAdmin(<PriceForm record={summary} />);
    const price = (await screen.findByLabelText(/unit price/i)) as HTMLInputElement;
    fireEvent.change(price, { target: { value: '23.456' } });

    // The detail lands after the keystroke, with a field the summary lacked.
    await act(async () =>
      view.rerender(<PriceForm record={{ ...summary, note: 'from detail' }} />),
    );

    expect(price.value).toBe('23.456');
    expect((screen.getByLabelText(/note/i) as HTMLInputElement).value).toBe('from detail');
  });

  it("keeps the submit's message when the record lands after the click", async () => {
    const summary = { id: 7, unitPrice: '20.00', note: '' };
    const view = renderInAdmin(<PriceForm record={summary} />);
    const price = (await screen.findByLabelText(/unit price/i)) as HTMLInputElement;
    fireEvent.change(price, { target: { value: '23.456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(TWO_DECIMALS);

    await act(async () =>
      view.rerender(<PriceForm record={{ ...summary, note: 'from detail' }} />),
    );

    expect(price.value).toBe('23.456');
    expect(screen.getByText(TWO_DECIMALS)).toBeInTheDocument();
  });
});
