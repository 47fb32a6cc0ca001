import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CadVersion } from '../../../dataProvider/wireTypes';
import { CheckResultsTable } from './CheckResultsTable';

/** The server's design checks of one submitted version and the designer's justification. */
export function ServerCheckReport({ version }: { version: CadVersion }) {
  const translate = useTranslate();
  const record = version.designCheck;
  if (!record) return null;
  return (
    <Box sx={{ mb: 2 }} data-testid="server-design-check" data-verdict={record.verdict}>
      <Typography variant="subtitle2" component="h3">
        {translate('app.design_check.panel.server', { version: version.version })}
      </Typography>
      <CheckResultsTable report={record} />
      {record.justification && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="design-check-justification">
          {`${translate('app.design_check.panel.justification_given')}: ${record.justification}`}
        </Alert>
      )}
    </Box>
  );
}
