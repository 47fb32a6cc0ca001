import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { CadVersion } from '../../../dataProvider/wireTypes';
import { measuredReasons } from '../../../src/domain/measuredReasons';
import type { QcReason } from '../../../src/domain/qcReasons';
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
  const seeded = useRef<string | undefined>(undefined);
  useEffect(() => {
    const results = version?.designCheck?.results;
    if (!version || !results || seeded.current === version.id) return;
    seeded.current = version.id;
    const reasons = measuredReasons(results, (result) =>
      translate('app.design_check.panel.reason_text', {
        check: checkLabel(result, translate),
        measured: measuredFigure(result),
        limit: limitFigure(result),
      }),
    );
    if (reasons.length > 0) seed(reasons);
  }, [version, translate, seed]);
}
