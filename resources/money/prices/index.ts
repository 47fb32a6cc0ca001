import PriceChangeIcon from '@mui/icons-material/PriceChange';
import type { ResourceProps } from 'react-admin';
import type { UnitPriceRow } from '../../../dataProvider/moneyWireTypes';
import { lazyView } from '../../../src/components/lazy/lazyView';

/** Staff: the price list (price per unit by product and designer level) and its changes. */
const prices: Omit<ResourceProps, 'name'> = {
  list: lazyView(() => import('./PriceList').then((m) => m.PriceList)),
  edit: lazyView(() => import('./PriceEdit').then((m) => m.PriceEdit)),
  icon: PriceChangeIcon,
  recordRepresentation: (price: UnitPriceRow) => `${price.productName} ${price.level}`,
};

export default prices;
