import { Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Ticket } from '../../dataProvider/ticketWireTypes';
import { useIsTicketStaff } from './useTicketRole';
import { listPath } from '../../src/routes/paths';

/** The bill a dispute opened this work order about; staff jump to that designer's bill. */
export function TicketBillLink({ ticket }: { ticket: Ticket }) {
  const translate = useTranslate();
  const staff = useIsTicketStaff();
  if (!ticket.bill) return null;
  const label = translate('app.money.bill.linked', { name: ticket.bill.name });
  return (
    <Typography variant="body2" sx={{ mt: 1 }} data-testid="ticket-bill">
      {staff ? (
        <MuiLink
          component={Link}
          to={listPath('bills', { name: ticket.bill.name, account: ticket.account })}
        >
          {label}
        </MuiLink>
      ) : (
        label
      )}
    </Typography>
  );
}
