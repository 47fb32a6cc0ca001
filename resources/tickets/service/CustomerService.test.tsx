// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { CustomerService } from './CustomerService';

async function openDialog(permissions: Record<string, true>) {
  renderInAdmin(<CustomerService />, { permissions, language: 'keys' });
  fireEvent.click(await screen.findByTestId('customer-service'));
  return screen.findByTestId('customer-service-dialog');
}

describe('CustomerService button permissions', () => {
  afterEach(cleanup);

  it('offers the work order with ticket_add and the list with ticket_view', async () => {
    const dialog = await openDialog({ ticket_add: true, ticket_view: true });
    expect(
      await within(dialog).findByRole('button', { name: 'app.tickets.service.submit_work_order' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'app.tickets.service.my_tickets' }),
    ).toBeInTheDocument();
  });

  it('hides the submit button without ticket_add', async () => {
    const dialog = await openDialog({ ticket_view: true });
    expect(
      await within(dialog).findByRole('button', { name: 'app.tickets.service.my_tickets' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'app.tickets.service.submit_work_order' }),
    ).not.toBeInTheDocument();
  });

  it('hides "My tickets" without ticket_view', async () => {
    const dialog = await openDialog({ ticket_add: true });
    expect(
      await within(dialog).findByRole('button', { name: 'app.tickets.service.submit_work_order' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'app.tickets.service.my_tickets' }),
    ).not.toBeInTheDocument();
  });
});
