// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
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
    renderInAdmin(<SpecialRequestsPanel taskId="7" />, { dataProvider, route: '/' });
    const content = await screen.findByTestId('special-request-content');
    expect(content).toHaveTextContent('keep this');
    expect(content.querySelector('form, input, style, [style]')).toBeNull();
    const files = await screen.findByTestId('special-request-files');
    expect(await screen.findByText('bite.ply')).toBeInTheDocument();
    expect(files.querySelector('a[href^="/stlView"]')).not.toBeNull();
  });
});
