import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import ViewInArIcon from '@mui/icons-material/ViewInAr';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PracticeCase } from '../../../dataProvider/dashboardWireTypes';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { PageFrame } from '../../../src/components/PageFrame';
import { useNotifyError } from '../../../src/notify/useNotifyError';
import { resolveHttpUrl } from '../../../src/domain/safeUrl';
import { PATHS, stlViewPath } from '../../../src/routes/paths';
import { dashboardQueries } from '../queries';

/** /test/index: practice cases (no points, no income) to open in the 3D viewer. */
export function PracticePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  // The titles come in the session's language: asked again when the user switches.
  const [locale] = useLocaleState();
  const { data, error } = useQuery({
    ...dashboardQueries.practiceCases(dataProvider, locale),
  });
  useNotifyError(error);
  return (
    <PageFrame titleKey={PracticePage.titleKey}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.dashboard.practice.intro')}
      </Typography>
      <Stack spacing={2} data-testid="practice-cases">
        {(data ?? []).map((practice) => (
          <PracticeCard key={practice.id} practice={practice} />
        ))}
      </Stack>
    </PageFrame>
  );
}

PracticePage.path = PATHS.practice;
PracticePage.titleKey = 'app.chrome.route.test_index';

function PracticeCard({ practice }: { practice: PracticeCase }) {
  const translate = useTranslate();
  const viewer = viewerPath(practice);
  return (
    <Card variant="outlined" data-testid="practice-case">
      <CardContent>
        <Typography variant="h6" component="h2">
          {practice.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.dashboard.practice.files', {
            smart_count: practice.files.length,
            names: practice.files.map((file) => file.fileName).join(', '),
          })}
        </Typography>
      </CardContent>
      {viewer && (
        <CardActions>
          <Button component={Link} to={viewer} startIcon={<ViewInArIcon />}>
            {translate('app.dashboard.practice.open')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** The viewer with every file of the case (http(s) or same-origin links only). */
function viewerPath(practice: PracticeCase): string | undefined {
  const links = practice.files.flatMap((file) => {
    const safe = resolveHttpUrl(file.link, window.location.origin);
    return safe ? [{ url: safe, name: file.fileName }] : [];
  });
  if (links.length === 0) return undefined;
  return stlViewPath(links);
}
