import { Box, CircularProgress, Typography } from '@mui/material';
import { useTimeout, useTranslate } from 'react-admin';

/**
 * Shown while a page's code downloads, after a second (as react-admin's Loading): its spinner
 * is named and its text is legible, which react-admin's is not (no name, grey on grey).
 */
export function PageLoading() {
  const translate = useTranslate();
  const oneSecondHasPassed = useTimeout(1000);
  if (!oneSecondHasPassed) return null;
  return (
    <Box
      role="status"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mt: 8 }}
    >
      <CircularProgress aria-label={translate('ra.page.loading')} />
      <Typography variant="h5" component="p" color="text.secondary" sx={{ mt: 3 }}>
        {translate('ra.page.loading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('ra.message.loading')}
      </Typography>
    </Box>
  );
}
