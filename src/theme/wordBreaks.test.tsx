// @vitest-environment jsdom
import {
  Button,
  CssBaseline,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ThemeProvider,
  createTheme,
} from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  type ListControllerResult,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { adminWrapper } from '../../tests/unit/renderInAdmin';
import { buildTheme } from './themes';

/** The portal's theme (the body lets long unbroken text wrap anywhere), in English. */
function renderThemed(children: ReactNode) {
  const Admin = adminWrapper();
  return render(
    <Admin>
      <ThemeProvider theme={createTheme(buildTheme('default', '#409EFF', 'en'))}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Admin>,
  );
}

afterEach(cleanup);

describe('where the portal breaks words (issue 39)', () => {
  it('keeps a button label whole: squeezed in a row it wraps at spaces, not inside a word', () => {
    renderThemed(<Button>Compute deviation</Button>);
    const button = screen.getByRole('button', { name: 'Compute deviation' });
    expect(getComputedStyle(button).overflowWrap).toBe('normal');
    expect(getComputedStyle(document.body).overflowWrap).toBe('anywhere');
  });

  it('wraps a table header at spaces only, keeping a Chinese word whole', () => {
    const list = {
      data: [{ id: 1, customerCode: 'KH001' }],
      total: 1,
      isPending: false,
      isLoading: false,
      isFetching: false,
      resource: 'tasks',
      sort: { field: 'id', order: 'ASC' },
      selectedIds: [],
      filterValues: {},
      displayedFilters: {},
      page: 1,
      perPage: 10,
      hasNextPage: false,
      hasPreviousPage: false,
    } as unknown as ListControllerResult;
    renderThemed(
      <ResourceContextProvider value="tasks">
        <ListContextProvider value={list}>
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="customerCode" disableSort />
          </DataTable>
        </ListContextProvider>
      </ResourceContextProvider>,
    );
    const header = screen.getByRole('columnheader');
    expect(getComputedStyle(header).wordBreak).toBe('keep-all');
    expect(getComputedStyle(header).overflowWrap).toBe('normal');
  });

  it('keeps words whole in the portal’s own tables too (issue 40, point 22)', () => {
    renderThemed(
      <Table>
        <TableHead>
          <TableRow>
            <TableCell>Attempts</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>T20261128001-01</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const header = screen.getByRole('columnheader', { name: 'Attempts' });
    expect(getComputedStyle(header).wordBreak).toBe('keep-all');
    expect(getComputedStyle(header).overflowWrap).toBe('normal');
    expect(getComputedStyle(screen.getByRole('cell')).overflowWrap).toBe('normal');
  });
});
