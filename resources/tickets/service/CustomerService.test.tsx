// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { CoreAdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerService } from './CustomerService';

function authProviderWith(permissions: Record<string, true>): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
  };
}

async function openDialog(permissions: Record<string, true>) {
  render(
    <CoreAdminContext authProvider={authProviderWith(permissions)} store={memoryStore()}>
      <CustomerService />
    </CoreAdminContext>,
  );
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
