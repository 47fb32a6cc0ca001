// @vitest-environment jsdom
import { ThemeProvider, createTheme } from '@mui/material';
import { cleanup, screen } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { TaskGroup } from '../../../dataProvider/wireTypes';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { WorkbenchPage } from './WorkbenchPage';

const groups: TaskGroup[] = [
  { id: 'grab', name: '', count: 4, unread: false },
  { id: 'progress', name: '', count: 1, unread: false },
  { id: 'inspection', name: '', count: 0, unread: false },
  { id: 'history', name: '', count: 0, unread: false },
];

/** subacct1: its main account dispatched it three orders. */
const dataProvider = {
  getTaskGroups: async () => groups,
  readTaskGroup: async () => null,
  getUserDetail: async () => ({ id: 's1', mainAccountId: 'm1', certifications: [] }),
  getSubUsers: async () => [],
  getDictionary: async () => [],
  getList: async (resource: string, params: GetListParams) => ({
    data: [],
    total: resource === 'subTasks' ? 3 : 0,
    params,
  }),
};

afterEach(cleanup);

describe('the workbench of a sub-account', () => {
  it('counts the orders dispatched to it on its tab, like the other tabs', async () => {
    // The filters ask the theme's breakpoints whether the screen is a phone's.
    const page = (
      <ThemeProvider theme={createTheme()}>
        <WorkbenchPage />
      </ThemeProvider>
    );
    renderInAdmin(page, {
      dataProvider: dataProvider as never,
      permissions: {},
      route: '/',
    });
    expect(await screen.findByText('Grab (4)')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Dispatched to me (3)' })).toBeTruthy();
  });
});

describe('the workbench whose list could not be fetched', () => {
  it('says the orders could not be loaded, not that there are none, and counts no pages', async () => {
    const failing = {
      ...dataProvider,
      getUserDetail: async () => ({ id: 'd1', certifications: [] }),
      getList: async () => {
        throw new TypeError('Failed to fetch');
      },
    };
    renderInAdmin(
      <ThemeProvider theme={createTheme()}>
        <WorkbenchPage />
      </ThemeProvider>,
      { dataProvider: failing as never, permissions: {}, route: '/' },
    );
    expect(
      (await screen.findByTestId('tasks-unavailable', {}, { timeout: 5_000 })).textContent,
    ).toBe('The orders could not be loaded. Please reload later.');
    expect(screen.queryByTestId('tasks-empty')).toBeNull();
    expect(screen.queryByText(/\d+-\d+ of \d+/)).toBeNull();
  });
});
