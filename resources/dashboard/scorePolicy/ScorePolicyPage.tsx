import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageFrame } from '../../../src/components/PageFrame';
import { LEVEL_RULES } from '../../../src/domain/levels';
import { POINTS_RULES } from '../../../src/domain/points';
import { PATHS } from '../../../src/routes/paths';

/** The points rules and the level standards, with the figures of the shared domain rule. */
export function ScorePolicyPage() {
  const translate = useTranslate();
  const r = POINTS_RULES;
  const rules = [
    translate('app.dashboard.policy.day'),
    translate('app.dashboard.policy.run7', { award: r.firstRunAward }),
    translate('app.dashboard.policy.run15', { award: r.fullRunAward }),
    translate('app.dashboard.policy.cap', { cap: r.monthlyCap }),
    translate('app.dashboard.policy.rework', { loss: r.reworkLoss }),
    translate('app.dashboard.policy.refunds', {
      threshold: r.selfRefundThreshold,
      loss: r.selfRefundLoss,
    }),
    translate('app.dashboard.policy.adjustment'),
  ];
  return (
    <PageFrame titleKey={ScorePolicyPage.titleKey}>
      <Card variant="outlined">
        <CardContent>
          <Typography sx={{ mb: 2 }}>{translate('app.dashboard.policy.intro')}</Typography>
          <ul data-testid="score-rules">
            {rules.map((text) => (
              <li key={text}>
                <Typography variant="body2">{text}</Typography>
              </li>
            ))}
          </ul>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {translate('app.dashboard.policy.levels')}
          </Typography>
          <Table size="small" data-testid="level-standards">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.dashboard.policy.level_col')}</TableCell>
                <TableCell align="right">
                  {translate('app.dashboard.policy.min_points_col')}
                </TableCell>
                <TableCell align="right">
                  {translate('app.dashboard.policy.max_in_progress_col')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {LEVEL_RULES.map((rule) => (
                <TableRow key={rule.level}>
                  <TableCell>{rule.level}</TableCell>
                  <TableCell align="right">
                    {Number.isFinite(rule.minPoints) ? rule.minPoints : 0}
                  </TableCell>
                  <TableCell align="right">{rule.maxInProgress}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </PageFrame>
  );
}

ScorePolicyPage.path = PATHS.scorePolicy;
ScorePolicyPage.titleKey = 'app.dashboard.route.score_policy';
