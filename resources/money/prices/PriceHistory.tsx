import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { UnitPriceDetail } from '../../../dataProvider/moneyWireTypes';
import { useFormatters } from '../../../src/format/useFormatters';

/** Every change of the price, newest first: when, who, old → new. */
export function PriceHistory() {
  const record = useRecordContext<UnitPriceDetail>();
  const translate = useTranslate();
  const { dateTime, moneyFen } = useFormatters();
  const history = record?.history ?? [];
  const field = (name: string) => translate(`resources.prices.fields.${name}`);
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('app.money.prices.history')}
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.money.prices.noHistory')}
        </Typography>
      ) : (
        <Table size="small" data-testid="price-history">
          <TableHead>
            <TableRow>
              <TableCell>{field('time')}</TableCell>
              <TableCell>{field('by')}</TableCell>
              <TableCell>{field('change')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((change) => (
              <TableRow key={change.id}>
                <TableCell>{dateTime(change.time)}</TableCell>
                <TableCell>{change.by}</TableCell>
                <TableCell>
                  {translate('app.money.prices.change', {
                    old: moneyFen(change.oldFen, 'RMB'),
                    new: moneyFen(change.newFen, 'RMB'),
                  })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
