import { Router } from 'express';
import {
  chartCrownCounts,
  chartEditable,
  chartProblem,
  sortedTeeth,
  type BridgeConnector,
  type RestorationType,
  type ToothChart,
  type ToothUnit,
} from '../../../../src/domain/teeth';
import { sendFailure, sendOk } from '../../../http/blade';
import type { FakeApiContext } from '../../../context';
import { formatDateTime } from '../../../http/format';
import { bodyOf } from '../../../http/params';
import { requireStaff } from '../../../middleware/requireRole';
import { ruleText } from '../../../../src/domain/ruleTexts';
import { TEETH_MESSAGES } from '../../../messages/teethMessages';
import { TASK_MESSAGES } from '../../../messages/taskMessages';
import { findTask } from '../../../orders/taskQueries';

/**
 * POST /os/designTask/{id}/teeth (staff): replaces the order's tooth chart, JSON
 * `{ teeth, connectors, shade }`; the order's crown counts follow the chart (docs/CONTRACT.md).
 * Only before the design is handed in (pool, design, rework).
 */
export function taskTeethRoutes(context: FakeApiContext): Router {
  const router = Router();
  router.post('/:id/teeth', requireStaff, (req, res) => {
    const task = findTask(context.store.state(), req.params.id);
    if (!task) return sendFailure(res, 400, TASK_MESSAGES.notFound);
    if (!chartEditable(task)) return sendFailure(res, 400, TEETH_MESSAGES.chart_locked);
    const chart = chartFromBody(bodyOf(req));
    if (!chart) return sendFailure(res, 400, TEETH_MESSAGES.chart_invalid);
    const problem = chartProblem(chart);
    if (problem) return sendFailure(res, 400, ruleText(problem));
    Object.assign(task, {
      teeth: sortedTeeth(chart.teeth),
      connectors: chart.connectors,
      shade: chart.shade,
      ...(chart.teeth.length > 0 && chartCrownCounts(chart)),
      updateTime: formatDateTime(context.settings.now()),
    });
    sendOk(res, task);
  });
  return router;
}

/** The chart of a body when its shape is right (the rules judge the values). */
function chartFromBody(body: Record<string, unknown>): ToothChart | undefined {
  const { teeth, connectors = [], shade = '' } = body;
  if (!Array.isArray(teeth) || !Array.isArray(connectors) || typeof shade !== 'string') {
    return undefined;
  }
  const units = teeth.map(unitOf);
  const joins = connectors.map(connectorOf);
  if (units.some((unit) => !unit) || joins.some((join) => !join)) return undefined;
  return {
    teeth: units.filter((unit): unit is ToothUnit => Boolean(unit)),
    connectors: joins.filter((join): join is BridgeConnector => Boolean(join)),
    shade: shade.trim(),
  };
}

function unitOf(value: unknown): ToothUnit | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { toothNo, restorationType, shade, implantBrand, interfaceSize } = value as Record<
    string,
    unknown
  >;
  if (typeof toothNo !== 'number' || typeof restorationType !== 'string') return undefined;
  const text = (field: unknown) => (typeof field === 'string' && field.trim()) || undefined;
  const unit: ToothUnit = { toothNo, restorationType: restorationType as RestorationType };
  const extras = {
    shade: text(shade),
    implantBrand: text(implantBrand),
    interfaceSize: text(interfaceSize),
  };
  for (const [key, extra] of Object.entries(extras)) {
    if (extra) Object.assign(unit, { [key]: extra });
  }
  return unit;
}

function connectorOf(value: unknown): BridgeConnector | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { fromTooth, toTooth } = value as Record<string, unknown>;
  return typeof fromTooth === 'number' && typeof toTooth === 'number'
    ? { fromTooth, toTooth }
    : undefined;
}
