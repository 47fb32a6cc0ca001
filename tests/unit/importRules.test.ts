import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..', '..');
/** Only the import-direction rules (eslint.boundaries.js), not the whole lint. */
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) =>
    ruleId === 'boundaries/dependencies' || ruleId === 'no-restricted-imports',
});

/** The messages of the import rules on `code`, as if it were the file `path`. */
async function offences(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return result.messages.map((message) => `${message.line}: ${message.ruleId}`);
}

describe('the import direction (eslint.boundaries.js)', () => {
  it("refuses a feature importing another feature's internals, allows its index.ts", async () => {
    const code = [
      "import { DeductionTable } from '../../money/deductions/DeductionTable';",
      "import { MONEY_PAGES } from '../../money';",
      "import { ORDERS_PAGES } from '../pages';",
      "import { PATHS } from '../../../src/routes/paths';",
      'export const used = [DeductionTable, MONEY_PAGES, ORDERS_PAGES, PATHS];',
    ].join('\n');
    expect(await offences('resources/orders/myDesignSheet/Fixture.tsx', code)).toEqual([
      '1: boundaries/dependencies',
    ]);
  });

  it('refuses the layout importing a feature, and a feature importing the app layer', async () => {
    const shell = "import { tickets } from '../../resources/tickets';\nexport { tickets };";
    expect(await offences('src/layout/Fixture.tsx', shell)).toEqual(['1: boundaries/dependencies']);
    const feature =
      "import { LAYOUT_ROUTES } from '../../src/app/portalRoutes';\nexport { LAYOUT_ROUTES };";
    expect(await offences('resources/tickets/Fixture.tsx', feature)).toEqual([
      '1: boundaries/dependencies',
    ]);
  });

  it('refuses the layout importing the app layer; the app registers features by index.ts', async () => {
    const layout = "import { CACHED_PAGES } from '../app/portalRoutes';\nexport { CACHED_PAGES };";
    expect(await offences('src/layout/Fixture.tsx', layout)).toEqual([
      '1: boundaries/dependencies',
    ]);
    const app = [
      "import { ORDERS_PAGES } from '../../resources/orders';",
      "import { TaskShow } from '../../resources/orders/tasks/TaskShow';",
      'export const used = [ORDERS_PAGES, TaskShow];',
    ].join('\n');
    expect(await offences('src/app/Fixture.tsx', app)).toEqual(['2: boundaries/dependencies']);
  });

  it('keeps dataProvider/ and src/domain/ free of UI and routes', async () => {
    const code = [
      "import { PATHS } from '../src/routes/paths';",
      "import { Button } from '@mui/material';",
      'export const used = [PATHS, Button];',
    ].join('\n');
    expect(await offences('dataProvider/Fixture.ts', code)).toEqual([
      '1: boundaries/dependencies',
      '2: no-restricted-imports',
    ]);
    const domain = "import { useState } from 'react';\nexport const used = useState;";
    expect(await offences('src/domain/Fixture.ts', domain)).toEqual(['1: no-restricted-imports']);
  });

  it('keeps fake-api away from UI code', async () => {
    const code = [
      "import { PATHS } from '../src/routes/paths';",
      "import { LoginPage } from '../src/pages/login/LoginPage';",
      'export const used = [PATHS, LoginPage];',
    ].join('\n');
    expect(await offences('fake-api/Fixture.ts', code)).toEqual(['2: boundaries/dependencies']);
  });

  it('finds no offence in the tree', { timeout: 240_000 }, async () => {
    const results = await eslint.lintFiles([
      'src',
      'resources',
      'dataProvider',
      'i18n',
      'fake-api',
    ]);
    expect(results.length).toBeGreaterThan(400);
    const found = results.flatMap((result) =>
      result.messages.map(
        (m) => `${result.filePath.slice(ROOT.length + 1)}:${m.line} ${m.message}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
