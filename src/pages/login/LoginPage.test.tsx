// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { LoginPage } from './LoginPage';

afterEach(cleanup);

describe('the login page', () => {
  it('leads to the registration page, not only through the social buttons (issue 39)', async () => {
    renderInAdmin(<LoginPage />, {
      authProvider: { isLoggedIn: () => false } as never,
      route: '/login',
    });
    const link = await screen.findByRole('link', { name: 'No account yet? Register' });
    expect(link).toHaveAttribute('href', '/register');
  });
});
