import { Link as MuiLink, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { useFormatters } from '../../../src/format/useFormatters';
import { taskShowPath } from '../../../src/routes/paths';
import { ordersQueries } from '../queries';

/** Staff: the flags waiting for an answer, above the QC queue; each opens the order's detail. */
export function OpenFlagsPanel() {
  const translate = useTranslate();
  const { serverDateTime } = useFormatters();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const flags = useQuery(ordersQueries.openFlags(dataProvider));
  const rows = flags.data?.records ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2, my: 2 }} data-testid="open-flags">
      <Typography variant="subtitle1" component="h2">
        {translate('app.orders.case_flag.queue.title')}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {translate('app.orders.case_flag.queue.empty')}
        </Typography>
      ) : (
        <List dense>
          {rows.map((task) => (
            <ListItem key={task.id} disableGutters>
              <ListItemText
                primary={
                  <MuiLink component={Link} to={taskShowPath(task.id)}>
                    {task.orderNo}
                  </MuiLink>
                }
                secondary={`${translate(`app.orders.case_flag.codes.${task.flag.code}`)} · ${serverDateTime(task.flag.flaggedAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
