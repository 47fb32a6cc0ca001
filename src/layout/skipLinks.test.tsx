// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../tests/unit/renderInAdmin';
import { PageActivityContext } from '../page/pageActivity';
import { SkipLink, SkipLinksHost } from './skipLinks';

/** The chrome's first button, then the page with its skip link and its orders. */
function Page({ active }: { active: boolean }) {
  return (
    <SkipLinksHost>
      <button type="button">menu</button>
      <PageActivityContext value={active}>
        <SkipLink targetId="orders" labelKey="app.chrome.workbench.skip_to_orders" />
        <div id="orders">orders</div>
      </PageActivityContext>
    </SkipLinksHost>
  );
}

afterEach(cleanup);

describe('a page skip link', () => {
  it('comes before the chrome and moves the focus to the orders', async () => {
    renderInAdmin(<Page active />);
    const link = await screen.findByRole('link', { name: 'Skip to orders' });
    const menu = screen.getByRole('button', { name: 'menu' });
    expect(link.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(link);
    expect(document.activeElement).toBe(document.getElementById('orders'));
    expect(window.location.hash).toBe('');
  });

  it('is not offered by a page kept alive behind another', async () => {
    renderInAdmin(<Page active={false} />);
    await screen.findByText('orders');
    expect(screen.queryByRole('link', { name: 'Skip to orders' })).toBeNull();
  });
});
