// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PinMeasurement } from '../../../src/domain/measuredAtPin';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { appealText } from './pinFigures';
import { PinMeasurementLine } from './PinMeasurementLine';

afterEach(cleanup);

const wall: PinMeasurement = {
  check: 'thickness.occlusal',
  value: 0.8213,
  point: [0, 0, 5.4],
  distanceMm: 0.05,
  required: { comparison: 'atLeast', value: 0.5, toleranceMm: 0, unit: 'mm', source: 'order' },
  meetsOrder: true,
};

describe('a reason’s value at its pin, as the designer reads it', () => {
  it('says the value and the requirement, marks it met, and offers the appeal', async () => {
    const onAppeal = vi.fn();
    renderInAdmin(<PinMeasurementLine measured={wall} onAppeal={onAppeal} />);
    expect(screen.getByTestId('qc-pin-value').textContent).toBe(
      'Occlusal wall thickness: 0.82 mm measured at the pin, order asks ≥ 0.50 mm',
    );
    expect(screen.getByTestId('qc-pin-verdict').textContent).toBe("Meets the order's numbers");
    await userEvent.click(screen.getByRole('button', { name: 'Appeal' }));
    expect(onAppeal).toHaveBeenCalledTimes(1);
  });

  it('offers no appeal for a value short of the order, in Turkish', () => {
    const contact: PinMeasurement = {
      ...wall,
      check: 'proximal.contact',
      where: 'side 1',
      value: -0.12,
      required: { ...wall.required, comparison: 'within', value: -0.03, toleranceMm: 0.03 },
      meetsOrder: false,
    };
    renderInAdmin(<PinMeasurementLine measured={contact} onAppeal={() => {}} />, {
      language: 'tr',
    });
    // Turkish writes a decimal comma.
    expect(screen.getByTestId('qc-pin-value').textContent).toBe(
      'Proksimal temas (1. taraf): işarette ölçülen -0,12 mm, sipariş -0,03 mm ±0,03 mm istiyor',
    );
    expect(screen.getByTestId('qc-pin-verdict').textContent).toBe('Siparişin değerlerinin altında');
    expect(screen.queryByTestId('qc-appeal')).toBeNull();
  });
});

describe('appealText', () => {
  it('writes the numbers as paragraphs of the editor, the reason’s words escaped', () => {
    const translate = (key: string, options?: object) => `${key} ${JSON.stringify(options ?? {})}`;
    const figures = { check: 'Wall', value: '0.82 mm', required: '≥ 0.50 mm' };
    const { subject, content } = appealText('DM1', 'Thin <b>here</b>', figures, translate);
    expect(subject).toBe('app.orders.qc.measured.appealSubject {"orderNo":"DM1"}');
    expect(content.match(/<p>/g)).toHaveLength(3);
    expect(content).toContain('Thin &#60;b&#62;here&#60;/b&#62;');
    expect(content).toContain('0.82 mm');
  });
});
