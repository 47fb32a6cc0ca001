// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useSetLocale } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../i18n/languages';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { DateFilterField } from './DateFilterField';
import { DateLocalization } from './DateLocalization';

/** The field, the day it hands back and a language switch, as a page would hold them. */
function Filter({ initial }: { initial: string }) {
  const [day, setDay] = useState(initial);
  const setLocale = useSetLocale();
  return (
    <>
      <DateFilterField id="filter-from" label="From" value={day} onChange={setDay} />
      <output data-testid="picked">{day}</output>
      {(['zh', 'en', 'tr'] as const).map((language) => (
        <button key={language} onClick={() => void setLocale(language)}>
          {language}
        </button>
      ))}
    </>
  );
}

const picked = () => screen.getByTestId('picked').textContent;
const switchTo = (language: Language) =>
  fireEvent.click(screen.getByRole('button', { name: language }));

function renderIn(language: Language, initial: string) {
  return renderInAdmin(
    <DateLocalization>
      <Filter initial={initial} />
    </DateLocalization>,
    { language, dataProvider: {} },
  );
}

// Generous: a language switch loads its catalog, and the first render transforms the pickers.
const SLOW = { timeout: 15_000 };

/** The picker's hidden input: it holds the day as the field shows it. */
const shown = async () => {
  // The first time, the adapter and the picker chunk are transformed: that takes a while.
  await waitFor(() => expect(document.querySelector('input#filter-from')).not.toBeNull(), SLOW);
  return (document.querySelector('input#filter-from') as HTMLInputElement).value;
};

afterEach(cleanup);

describe('DateFilterField', () => {
  it(
    'writes the day in the format of the user language, not the browser',
    { timeout: 60_000 },
    async () => {
      renderIn('tr', '2099-01-31');
      expect(await shown()).toBe('31.01.2099');
      switchTo('en');
      await waitFor(async () => expect(await shown()).toBe('01/31/2099'), SLOW);
      switchTo('zh');
      await waitFor(async () => expect(await shown()).toBe('2099-01-31'), SLOW);
      expect(picked()).toBe('2099-01-31');
    },
  );

  it(
    'shows the Turkish placeholder of an empty day and hands back yyyy-MM-dd',
    { timeout: 60_000 },
    async () => {
      renderIn('tr', '');
      await shown();
      expect(screen.getByRole('group', { name: 'From' })).toHaveTextContent('GG.AA.YYYY');
      const input = document.querySelector('input#filter-from') as HTMLInputElement;
      fireEvent.change(input, { target: { value: '05.02.2099' } });
      await waitFor(() => expect(picked()).toBe('2099-02-05'), SLOW);
    },
  );
});
