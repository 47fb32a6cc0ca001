// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesignTask, DictItem } from '../../../dataProvider/wireTypes';
import type { QcInspection } from '../../../src/domain/qcReasons';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { TaskCardInspection } from './TaskCardInspection';

const INSPECTION: QcInspection = {
  action: 'fail',
  status: '4',
  reasons: [
    { category: 'margin', severity: 'major', text: 'Open mesial margin', pin: [1, 2, 3] },
    { category: 'contacts', severity: 'minor', text: 'Tight contact' },
  ],
  inspector: 'support',
  time: '2024-05-01 10:00:00',
  version: 1,
};

function dictionaryItem(dictKey: string, dictValue: string): DictItem {
  return {
    id: dictKey,
    tenantId: '',
    parentId: '',
    code: 'qc_reason',
    dictKey,
    dictValue,
    sort: 0,
    remark: '',
  };
}

function renderCard(task: Partial<DesignTask>) {
  // Never answers: the viewer stays closed, jsdom has no WebGL.
  const getCadHistory = vi.fn(() => new Promise<never>(() => undefined));
  const dataProvider = {
    getDictionary: async () => [
      dictionaryItem('margin', 'Margin'),
      dictionaryItem('contacts', 'Contacts'),
    ],
    getCadHistory,
  };
  renderInAdmin(
    <TaskCardInspection
      task={
        { id: '7', status: '4', qcReasons: [], qcInspection: INSPECTION, ...task } as DesignTask
      }
    />,
    { dataProvider },
  );
  return { getCadHistory };
}

afterEach(cleanup);

describe('TaskCardInspection', () => {
  it('lists an unqualified order’s reasons in the user’s language, the pinned one numbered', async () => {
    const { getCadHistory } = renderCard({});
    const reasons = await screen.findAllByTestId('qc-reason');
    expect(reasons).toHaveLength(2);
    await waitFor(() => expect(reasons[0]).toHaveTextContent('1Margin · MajorOpen mesial margin'));
    expect(reasons[1]).toHaveTextContent('Contacts · MinorTight contact');
    expect(within(reasons[1]).queryByText('2')).toBeNull();
    expect(screen.getByTestId('card-qc-result')).toHaveTextContent(
      'Unqualified · Inspector support',
    );
    // The design is fetched only once the designer asks for it.
    expect(getCadHistory).not.toHaveBeenCalled();
    fireEvent.click(reasons[0]);
    await waitFor(() => expect(getCadHistory).toHaveBeenCalledWith('7'));
    expect(screen.queryByTestId('qc-show-design')).toBeNull();
  });

  it('shows the reasons of a quality return too', async () => {
    renderCard({ status: '5', qcInspection: { ...INSPECTION, action: 'return', status: '5' } });
    expect(await screen.findAllByTestId('qc-reason')).toHaveLength(2);
    expect(screen.getByTestId('card-qc-result')).toHaveTextContent('Quality return');
    expect(screen.getByTestId('qc-show-design')).toHaveTextContent('Show the pins on the design');
  });

  it('shows an order judged before structured reasons by its reason lines', async () => {
    renderCard({ qcInspection: undefined, qcReasons: ['基台角度偏差', '邻接关系过紧'] });
    expect(screen.getAllByTestId('qc-reason-line').map((line) => line.textContent)).toEqual([
      '基台角度偏差',
      '邻接关系过紧',
    ]);
    expect(screen.queryByTestId('qc-reason')).toBeNull();
  });

  it('says nothing on an order awaiting its next inspection or passed', () => {
    renderCard({ status: '2' });
    expect(screen.queryByTestId('card-qc-result')).toBeNull();
    cleanup();
    renderCard({ status: '3', qcInspection: { ...INSPECTION, action: 'pass', status: '3' } });
    expect(screen.queryByTestId('card-qc-result')).toBeNull();
  });
});
