import { Link as MuiLink } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Bill } from '../../../dataProvider/moneyWireTypes';
import { showPath } from '../../../src/routes/paths';

/** A bill's state; a disputed bill links to the work order its dispute opened. */
export function BillStatusField() {
  const translate = useTranslate();
  return (
    <FunctionField<Bill>
      source="status"
      render={(bill) => (
        <span data-testid={`bill-status-${bill.name}`}>
          {translate(`app.money.bill.status.${bill.status}`)}
          {bill.ticketId && (
            <>
              {' · '}
              <MuiLink
                component={Link}
                to={showPath('tickets', bill.ticketId)}
                onClick={(event) => event.stopPropagation()}
              >
                {translate('app.money.bill.ticket')}
              </MuiLink>
            </>
          )}
        </span>
      )}
    />
  );
}
