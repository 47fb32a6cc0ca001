import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { CadVersion } from '../../../dataProvider/wireTypes';
import { measuredReasons } from '../../../src/domain/measuredReasons';
import type { QcReason } from '../../../src/domain/qcReasons';
import { useFormatters } from '../../../src/format/useFormatters';
import { checkLabel, limitFigure, measuredFigure } from './checkFigures';

/**
 * Hands `seed` the version's measured failures as reasons, worded in the inspector's language,
 * once per version (the history answers after the form is drawn).
 */
export function useMeasuredReasons(
  version: CadVersion | undefined,
  seed: (reasons: QcReason[]) => void,
): void {
  const translate = useTranslate();
  const { decimal } = useFormatters();
  const seeded = useRef<string | undefined>(undefined);
  useEffect(() => {
    const results = version?.designCheck?.results;
    if (!version || !results || seeded.current === version.id) return;
    seeded.current = version.id;
    const reasons = measuredReasons(results, (result) =>
      translate('app.design_check.panel.reason_text', {
        check: checkLabel(result, translate),
        measured: measuredFigure(result, decimal),
        limit: limitFigure(result, decimal),
      }),
    );
    if (reasons.length > 0) seed(reasons);
  }, [version, translate, decimal, seed]);
}
