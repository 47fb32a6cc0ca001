import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { toothLabel, type ToothChart, type ToothNotation } from '../../../src/domain/teeth';
import {
  ARCH_HEIGHT,
  ARCH_WIDTH,
  EMPTY_LOOK,
  TOOTH_RADIUS,
  TOOTH_SPOTS,
  TYPE_LOOKS,
  spotOf,
} from './archLayout';

interface ToothArchProps {
  chart: ToothChart;
  notation: ToothNotation;
  /** Given in the editor: every tooth becomes a button that selects it. */
  onSelect?: (toothNo: number) => void;
  selected?: number;
}

/**
 * The upper and lower arch as an SVG: each tooth filled by its restoration (pontics hatched, so
 * colour is not the only cue), connectors drawn as bars, numbers in the user's notation.
 */
export function ToothArch({ chart, notation, onSelect, selected }: ToothArchProps) {
  const translate = useTranslate();
  const unitOf = (toothNo: number) => chart.teeth.find((unit) => unit.toothNo === toothNo);
  const label = (toothNo: number) => toothLabel(toothNo, notation);
  const nameOf = (toothNo: number) => {
    const unit = unitOf(toothNo);
    return unit
      ? translate('app.orders.teeth.tooth_name', {
          tooth: label(toothNo),
          type: translate(`app.orders.teeth.types.${unit.restorationType}`),
        })
      : translate('app.orders.teeth.tooth_empty', { tooth: label(toothNo) });
  };
  const keyDown = (toothNo: number) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect?.(toothNo);
  };
  return (
    <svg
      viewBox={`0 0 ${ARCH_WIDTH} ${ARCH_HEIGHT}`}
      width="100%"
      style={{ maxWidth: 420, display: 'block' }}
      role="group"
      aria-label={translate('app.orders.teeth.title')}
      data-testid="tooth-arch"
    >
      <defs>
        <pattern id="tooth-pontic" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" fill="#e3f2fd" />
          <path d="M0 6 L6 0" stroke="#1565c0" strokeWidth="1.5" />
        </pattern>
      </defs>
      <text
        x={ARCH_WIDTH / 2}
        y={ARCH_HEIGHT / 2 - 8}
        textAnchor="middle"
        fontSize="12"
        fill="#424242"
      >
        {translate('app.orders.teeth.upper')}
      </text>
      <text
        x={ARCH_WIDTH / 2}
        y={ARCH_HEIGHT / 2 + 16}
        textAnchor="middle"
        fontSize="12"
        fill="#424242"
      >
        {translate('app.orders.teeth.lower')}
      </text>
      {chart.connectors.map(({ fromTooth, toTooth }) => {
        const [from, to] = [spotOf(fromTooth), spotOf(toTooth)];
        return (
          <line
            key={`${fromTooth}-${toTooth}`}
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
            stroke="#263238"
            strokeWidth="7"
            strokeLinecap="round"
            role="img"
            aria-label={translate('app.orders.teeth.connector', {
              from: label(fromTooth),
              to: label(toTooth),
            })}
            data-testid="tooth-connector"
          />
        );
      })}
      {TOOTH_SPOTS.map(({ toothNo, x, y }) => {
        const unit = unitOf(toothNo);
        const look = unit ? TYPE_LOOKS[unit.restorationType] : EMPTY_LOOK;
        const editable = Boolean(onSelect);
        const named = editable || Boolean(unit);
        return (
          <g
            key={toothNo}
            role={editable ? 'button' : named ? 'img' : undefined}
            aria-label={named ? nameOf(toothNo) : undefined}
            aria-hidden={named ? undefined : true}
            aria-pressed={editable ? selected === toothNo : undefined}
            tabIndex={editable ? 0 : undefined}
            onClick={editable ? () => onSelect?.(toothNo) : undefined}
            onKeyDown={editable ? keyDown(toothNo) : undefined}
            style={editable ? { cursor: 'pointer' } : undefined}
            data-testid="tooth"
            data-tooth={toothNo}
            data-type={unit?.restorationType ?? ''}
          >
            <circle
              cx={x}
              cy={y}
              r={TOOTH_RADIUS}
              fill={look.fill}
              stroke={selected === toothNo ? '#ff6f00' : '#37474f'}
              strokeWidth={selected === toothNo ? 4 : 1.5}
            />
            <text
              x={x}
              y={y + 4}
              textAnchor="middle"
              fontSize="11"
              fontWeight="600"
              fill={look.text}
            >
              {label(toothNo)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
