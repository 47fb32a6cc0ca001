// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { QcInspectionView } from './QcInspectionView';

afterEach(cleanup);

describe('the QC reasons on the task detail (issue 40, point 16)', () => {
  it('draws a reason without a pin as a plain row, not a disabled button', async () => {
    renderInAdmin(
      <QcInspectionView
        taskId="t1"
        viewer="onDemand"
        inspection={{
          action: 'fail',
          status: '4',
          inspector: 'qc01',
          time: '2026-11-20 10:00:00',
          version: 1,
          reasons: [
            { category: 'margin', severity: 'major', text: 'Open margin at 11' },
            { category: 'contacts', severity: 'minor', text: 'Light contact', pin: [1, 2, 3] },
          ],
        }}
      />,
      { dataProvider: { getDictionary: async () => [] } as never },
    );
    const [unpinned, pinned] = await screen.findAllByTestId('qc-reason');
    expect(unpinned).toHaveTextContent('Open margin at 11');
    expect(unpinned).not.toHaveAttribute('aria-disabled');
    expect(unpinned).not.toHaveClass('Mui-disabled');
    expect(unpinned?.getAttribute('role')).not.toBe('button');
    expect(pinned).toHaveAttribute('role', 'button');
  });
});
