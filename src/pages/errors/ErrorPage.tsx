import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { PATHS } from '../../routes/paths';

interface ErrorPageProps {
  code: 403 | 404 | 500;
  titleKey: string;
  messageKey: string;
}

function ErrorPage({ code, titleKey, messageKey }: ErrorPageProps) {
  const translate = useTranslate();
  useDocumentTitle(titleKey);
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
    >
      <Box>
        <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {code}
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(titleKey)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate(messageKey)}
        </Typography>
        <Button variant="contained" component={RouterLink} to={PATHS.root}>
          {translate('app.page.back_home')}
        </Button>
      </Box>
    </Box>
  );
}

export function NotFoundPage() {
  return (
    <ErrorPage code={404} titleKey="app.page.not_found" messageKey="app.page.not_found_message" />
  );
}
NotFoundPage.path = PATHS.notFound;

export function ForbiddenPage() {
  return (
    <ErrorPage code={403} titleKey="app.page.forbidden" messageKey="app.page.forbidden_message" />
  );
}
ForbiddenPage.path = PATHS.forbidden;

export function ServerErrorPage() {
  return (
    <ErrorPage
      code={500}
      titleKey="app.page.server_error"
      messageKey="app.page.server_error_message"
    />
  );
}
ServerErrorPage.path = PATHS.serverError;
