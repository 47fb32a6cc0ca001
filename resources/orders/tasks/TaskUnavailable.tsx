import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { errorMessage, errorMessageArgs } from '../../../src/notify/errorMessage';
import { useFocusAfterPaint } from '../../../src/page/useFocusAfterPaint';

/**
 * An order the detail cannot show (issue 40: taken by another designer a moment ago, or gone):
 * a heading, the reason in the user's language, and the way back to where they came from.
 */
export function TaskUnavailable({
  error,
  back,
  backLabel,
}: {
  error: unknown;
  back: string;
  backLabel: string;
}) {
  const translate = useTranslate();
  const heading = useFocusAfterPaint<HTMLHeadingElement>(true);
  return (
    <Box sx={{ my: 2 }} data-testid="task-error">
      <Typography variant="h5" component="h1" tabIndex={-1} ref={heading}>
        {translate('app.orders.detail.unavailable')}
      </Typography>
      <Alert severity="warning" sx={{ my: 2 }} data-testid="task-error-reason">
        {translate(errorMessage(error), errorMessageArgs(error))}
      </Alert>
      <Button variant="contained" component={Link} to={back}>
        {backLabel}
      </Button>
    </Box>
  );
}
