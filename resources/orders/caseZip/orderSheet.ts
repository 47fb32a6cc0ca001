import type { DesignTask, SpecialRequest } from '../../../dataProvider/wireTypes';
import {
  chartOf,
  chartTeethText,
  listedTeeth,
  toothLabel,
  unitCount,
  type ToothNotation,
} from '../../../src/domain/teeth';

/** The order fields the sheet lists, in the detail's order; `unit` holds the tooth positions. */
const SHEET_FIELDS = [
  'orderNo',
  'taskNo',
  'patientName',
  'customerCode',
  'productName',
  'material',
  'dentureType',
  'unit',
  'implantBrand',
  'interfaceSize',
  'fullCrownCount',
  'innerCrownCount',
  'createTime',
  'deadline',
  'remark',
] as const;

export interface SheetWords {
  translate: (key: string, options?: Record<string, unknown>) => string;
  /** A field's value as the detail shows it (dictionary labels). */
  valueLabel: (field: string, value: string) => string;
  dateTime: (text: string) => string;
  language: string;
  /** How the tooth chart is numbered (FDI unless the English user chose Universal). */
  notation?: ToothNotation;
}

export interface SheetFile {
  /** Its name in the archive. */
  name: string;
  originalName: string;
  label: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The customer's HTML as plain text: the sheet shows words, never the customer's markup. */
function plainText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** The order sheet of the case package: a small HTML page in the user's language. */
export function orderSheetHtml(
  task: DesignTask,
  requests: readonly SpecialRequest[],
  files: readonly SheetFile[],
  words: SheetWords,
  made: string,
): string {
  const { translate, valueLabel, dateTime } = words;
  const title = translate('app.orders.case_zip.sheet.title', { orderNo: task.orderNo });
  const fieldRows = SHEET_FIELDS.filter((field) => String(task[field]) !== '').map((field) => {
    const raw = String(task[field]);
    const value =
      field === 'createTime' || field === 'deadline' ? dateTime(raw) : valueLabel(field, raw);
    const label =
      field === 'unit'
        ? `${translate('resources.tasks.fields.unit')} (${translate('app.orders.case_zip.sheet.teeth')})`
        : translate(`resources.tasks.fields.${field}`);
    return `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  });
  const chartRows = toothChartRows(task, words).map(
    ([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  const requestItems = requests.map(
    (request) =>
      `<li><strong>${escapeHtml(request.title)}</strong>: ${escapeHtml(plainText(request.content))}</li>`,
  );
  const fileRows = files.map(
    (file) =>
      `<tr><td>${escapeHtml(file.name)}</td><td>${escapeHtml(file.label)}</td><td>${escapeHtml(file.originalName)}</td></tr>`,
  );
  const heading = (key: string) => `<h2>${escapeHtml(translate(key))}</h2>`;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(words.language)}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:sans-serif;margin:2em}th,td{text-align:left;padding:2px 12px 2px 0;vertical-align:top}</style>',
    `</head><body><h1>${escapeHtml(title)}</h1>`,
    `<table>${[...fieldRows, ...chartRows].join('')}</table>`,
    heading('app.orders.detail.special_requests'),
    requestItems.length > 0
      ? `<ul>${requestItems.join('')}</ul>`
      : `<p>${escapeHtml(translate('app.orders.detail.none'))}</p>`,
    heading('app.orders.case_zip.sheet.files'),
    `<table><tr><th>${escapeHtml(translate('app.orders.detail.file_name'))}</th><th>${escapeHtml(translate('app.orders.case_zip.kind_column'))}</th><th>${escapeHtml(translate('app.orders.case_zip.sheet.original_name'))}</th></tr>${fileRows.join('')}</table>`,
    `<p>${escapeHtml(translate('app.orders.case_zip.sheet.made', { time: made }))}</p>`,
    '</body></html>',
    '',
  ].join('\n');
}

/** The tooth chart's rows (issue 24): the units with their restorations, then the shade. */
function toothChartRows(task: DesignTask, words: SheetWords): Array<[string, string]> {
  const { translate } = words;
  const notation = words.notation ?? 'fdi';
  const chart = chartOf(task);
  if (chart.teeth.length === 0) return [];
  const summary = translate('app.orders.teeth.summary', {
    teeth: chartTeethText(chart, notation),
    units: translate('app.orders.teeth.units', { smart_count: unitCount(chart) }),
  });
  const units = listedTeeth(chart, notation).map((unit) => {
    const name = translate('app.orders.teeth.tooth_name', {
      tooth: toothLabel(unit.toothNo, notation),
      type: translate(`app.orders.teeth.types.${unit.restorationType}`),
    });
    const implant = [unit.implantBrand, unit.interfaceSize].filter(Boolean).join(' ');
    const extras = [implant, unit.shade].filter(Boolean).join(', ');
    return extras ? `${name} (${extras})` : name;
  });
  const rows: Array<[string, string]> = [
    [translate('app.orders.teeth.title'), `${summary}: ${units.join(', ')}`],
  ];
  if (chart.shade) rows.push([translate('app.orders.teeth.shade'), chart.shade]);
  return rows;
}
