// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CadVersion } from '../../../dataProvider/wireTypes';
import { formatZonedDateTime } from '../../../src/domain/format';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { CadHistoryPanel } from './CadHistoryPanel';

// jsdom has no WebGL: the viewer stands in as the list of its pins.
vi.mock('../../../src/components/stlViewer', () => ({
  StlPreviewDialog: (props: { open: boolean; sources: { name: string }[]; pins?: number[][] }) =>
    props.open ? (
      <div data-testid="stl-preview-dialog">
        {props.sources.map((source) => source.name).join()}
        {(props.pins ?? []).map((pin) => (
          <span key={pin.join()} data-testid="viewer-pin">
            {pin.join(',')}
          </span>
        ))}
      </div>
    ) : null,
}));

const RETURNED: CadVersion = {
  id: 'v1',
  taskId: '7',
  version: 1,
  fileName: 'crown-v1.stl',
  link: '/api/blade-resource/oss/object/upload/20261122/crown-v1.stl',
  viewStlUrl: '/api/blade-resource/oss/object/upload/20261122/crown-v1.stl',
  submitTime: '2024-05-01 09:00:00',
  qcStatus: '5',
  qcReasons: [],
  qcInspection: {
    action: 'return',
    status: '5',
    reasons: [
      { category: 'contacts', severity: 'minor', text: 'Tight contact' },
      { category: 'margin', severity: 'major', text: 'Open mesial margin', pin: [1, 2, 3] },
    ],
    inspector: 'support',
    time: '2024-05-01 10:00:00',
    version: 1,
  },
};

afterEach(cleanup);

describe('CadHistoryPanel', () => {
  it('numbers a version’s pinned reason and opens that version’s design with its pins', async () => {
    renderInAdmin(<CadHistoryPanel taskId="7" />, {
      dataProvider: { getCadHistory: async () => [RETURNED], getDictionary: async () => [] },
    });
    const row = await screen.findByTestId('cad-version');
    // Issue 39: on the page of a GMT+8 deadline, the submit time names the reader's zone.
    expect(row).toHaveTextContent(formatZonedDateTime(RETURNED.submitTime, 'en'));
    expect(row).toHaveTextContent(/GMT/);
    expect(
      within(row)
        .getAllByTestId('cad-version-pin')
        .map((chip) => chip.textContent),
    ).toEqual(['1']);
    expect(screen.queryByTestId('stl-preview-dialog')).toBeNull();

    await userEvent.setup().click(within(row).getByTestId('cad-version-show-pins'));
    const dialog = screen.getByTestId('stl-preview-dialog');
    expect(dialog).toHaveTextContent('crown-v1.stl');
    expect(
      within(dialog)
        .getAllByTestId('viewer-pin')
        .map((pin) => pin.textContent),
    ).toEqual(['1,2,3']);
  });
});
