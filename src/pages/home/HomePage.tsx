import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ComingSoon, PageFrame } from '../../components/PageFrame';
import { useBreakpointLevel } from '../../components/useBreakpointLevel';
import { MyDesignSheetPage } from '../myDesignSheet/MyDesignSheetPage';
import { personalCenterPath, PersonalCenterPage } from '../personalCenter/PersonalCenterPage';
import { AuthenticationPage } from '../authentication/AuthenticationPage';
import { ExtensionPage } from '../placeholders/ComingSoonPages';
import { settlementPath, SettlementPage } from '../settlement/SettlementPage';
import { WorkbenchPage } from '../workbench/WorkbenchPage';

/** The dashboard: its figures come later; for now a card per section, columns by breakpoint. */
export function HomePage() {
  const translate = useTranslate();
  const columns = useBreakpointLevel() + 1;
  return (
    <PageFrame titleKey={HomePage.titleKey}>
      <ComingSoon />
      <Box
        data-testid="home-card-grid"
        data-columns={columns}
        sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: `repeat(${columns}, 1fr)` }}
      >
        {sections().map((entry) => (
          <Card key={entry.to} variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate(entry.titleKey)}
              </Typography>
            </CardContent>
            <CardActions>
              <Button component={Link} to={entry.to} size="small">
                {translate('app.chrome.home.open')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </PageFrame>
  );
}

HomePage.path = '/order/homePage';
HomePage.titleKey = 'app.chrome.route.home_page';

function sections() {
  return [
    { to: WorkbenchPage.path, titleKey: WorkbenchPage.titleKey },
    { to: MyDesignSheetPage.path, titleKey: MyDesignSheetPage.titleKey },
    { to: settlementPath('withdrawal'), titleKey: SettlementPage.titleKey },
    { to: ExtensionPage.path, titleKey: ExtensionPage.titleKey },
    { to: personalCenterPath('1'), titleKey: PersonalCenterPage.titleKey },
    { to: AuthenticationPage.path, titleKey: AuthenticationPage.titleKey },
  ];
}
