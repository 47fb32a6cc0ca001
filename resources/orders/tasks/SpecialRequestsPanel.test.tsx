// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { CoreAdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledCatalogs } from '../../../i18n/bundledCatalogs';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { SpecialRequestsPanel } from './SpecialRequestsPanel';

afterEach(cleanup);

describe('SpecialRequestsPanel', () => {
  it('drops forms, inputs and styles from the request HTML and previews .ply files', async () => {
    const dataProvider = {
      getSpecialRequests: async () => [
        {
          id: 'r1',
          companySpecialRequestId: 'c1',
          title: 'Thin margins',
          content:
            '<p style="position:fixed">keep <b>this</b></p><style>body{display:none}</style>' +
            '<form action="https://evil.example"><input name="pwd"></form>',
        },
      ],
      getSpecialRequestFiles: async () => [
        {
          id: 'f1',
          fileName: 'bite.ply',
          link: '/api/blade-resource/oss/object/upload/20261122/bite.ply',
          fileSize: 10,
        },
      ],
    } as unknown as DataProvider;
    const i18nProvider = createI18nProvider({
      initialLanguage: 'en',
      catalogs: bundledCatalogs,
      onLanguageChange: () => {},
    });
    render(
      <MemoryRouter>
        <CoreAdminContext
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          store={memoryStore()}
        >
          <SpecialRequestsPanel taskId="7" />
        </CoreAdminContext>
      </MemoryRouter>,
    );
    const content = await screen.findByTestId('special-request-content');
    expect(content).toHaveTextContent('keep this');
    expect(content.querySelector('form, input, style, [style]')).toBeNull();
    const files = await screen.findByTestId('special-request-files');
    expect(await screen.findByText('bite.ply')).toBeInTheDocument();
    expect(files.querySelector('a[href^="/stlView"]')).not.toBeNull();
  });
});
