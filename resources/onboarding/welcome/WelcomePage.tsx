import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { useDocumentTitle } from '../../../src/page/useDocumentTitle';
import { useNotifyError } from '../../../src/notify/useNotifyError';
import { useUserDetail } from '../../../src/session/useUserDetail';
import { OnboardingSteps } from '../qualification/OnboardingSteps';
import { PATHS } from '../../../src/routes/paths';

export function WelcomePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data: detail, error } = useUserDetail();
  useDocumentTitle(WelcomePage.titleKey);
  useNotifyError(error);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.page.welcome" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.page.welcome_greeting', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography color="text.secondary">{translate('app.page.welcome_message')}</Typography>
        {detail && (
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }} data-testid="user-summary">
            <Chip label={`${translate('app.page.level')}: ${detail.level}`} color="primary" />
            <Chip label={`${translate('app.page.points')}: ${detail.points}`} />
            <Chip
              label={`${translate('app.page.contract')}: ${translate(`app.contract.${detail.contractStatus}`)}`}
            />
          </Box>
        )}
        {detail && <OnboardingSteps detail={detail} />}
      </CardContent>
    </Card>
  );
}

WelcomePage.path = PATHS.welcome;
WelcomePage.titleKey = 'app.page.welcome';
