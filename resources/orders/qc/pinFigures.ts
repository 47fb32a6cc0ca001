import type { PinMeasurement } from '../../../src/domain/measuredAtPin';
import { checkLabel, millimetres } from '../designCheck/checkFigures';
import type { Decimal } from '../designCheck/checkFigures';

type Translate = (key: string, options?: object) => string;

const KEY = 'app.orders.qc.measured';

/** A figure in its unit: mm to 0.01, mm² to 0.1. */
function figure(value: number, unit: 'mm' | 'mm2', decimal: Decimal) {
  return unit === 'mm2' ? `${decimal(value, 1)} mm²` : millimetres(value, decimal);
}

/**
 * A reason's value at its pin in words: the check, the value, and what the order asks there
 * ("≥ 0.50 mm", "≥ 0.00 mm (±0.05 mm)", "-0.03 mm ±0.03 mm").
 */
export function pinFigures(measured: PinMeasurement, decimal: Decimal, translate: Translate) {
  const { required } = measured;
  const value = figure(required.value, required.unit, decimal);
  const tolerance = millimetres(required.toleranceMm, decimal);
  const requiredText =
    required.comparison === 'within'
      ? translate(`${KEY}.within`, { value, tolerance })
      : translate(required.toleranceMm > 0 ? `${KEY}.atLeastBand` : `${KEY}.atLeast`, {
          value,
          tolerance,
        });
  return {
    check: checkLabel(measured, translate),
    value: figure(measured.value, required.unit, decimal),
    required: requiredText,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The work order appealing a return whose value at the pin meets the order: its title and its
 * content (the rich-text editor's HTML), both in the designer's language, both editable.
 */
export function appealText(
  orderNo: string,
  reason: string,
  figures: ReturnType<typeof pinFigures>,
  translate: Translate,
) {
  const paragraphs = [
    translate(`${KEY}.appealIntro`, { orderNo, reason }),
    translate(`${KEY}.appealNumbers`, figures),
    translate(`${KEY}.appealAsk`),
  ];
  return {
    subject: translate(`${KEY}.appealSubject`, { orderNo }),
    content: paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join(''),
  };
}
