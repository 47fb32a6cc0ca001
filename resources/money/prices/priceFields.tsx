import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { UnitPriceRow } from '../../../dataProvider/moneyWireTypes';
import { useTaskValueLabels } from '../../../src/dictionaries/useDictionary';
import { PRICE_LEVELS } from '../../../src/domain/pricing';

/** The product of a price, by its dictionary label in the interface language. */
export function ProductField() {
  const record = useRecordContext<UnitPriceRow>();
  const label = useTaskValueLabels();
  return (
    <Typography component="span" variant="body2">
      {record ? label('productName', record.productName) : ''}
    </Typography>
  );
}

export function LevelField() {
  const record = useRecordContext<UnitPriceRow>();
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2">
      {record ? translate('app.money.prices.level', { level: record.level }) : ''}
    </Typography>
  );
}

export const LEVEL_CHOICES = PRICE_LEVELS.map((level) => ({ id: level, name: level }));
