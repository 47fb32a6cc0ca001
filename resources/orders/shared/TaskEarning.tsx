import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { useFormatters } from '../../../src/format/useFormatters';

/**
 * What the order pays, "units × price = total", in the payee's settlement currency: its own
 * price once grabbed, or in the pool what it would pay the designer at their level now.
 */
export function TaskEarning({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const { moneyFen } = useFormatters();
  const earning = task.earning;
  if (!earning) return null;
  const values = {
    units: earning.units,
    price: moneyFen(earning.unitPriceFen, earning.currency),
    total: moneyFen(earning.totalFen, earning.currency),
    level: earning.level,
  };
  return (
    <Typography variant="body2" fontWeight="medium" data-testid="task-earning">
      {translate(earning.fixed ? 'app.orders.earning.fixed' : 'app.orders.earning.quote', values)}
    </Typography>
  );
}
