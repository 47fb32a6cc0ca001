import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PointsSummary } from '../../../dataProvider/dashboardWireTypes';

/** Level, points and the way to the next level: progress, the what-if line, the month's run. */
export function LevelProgress({ summary }: { summary: PointsSummary }) {
  const translate = useTranslate();
  const current = summary.levels.find((rule) => rule.level === summary.level);
  const next = summary.levels.find((rule) => rule.level === summary.nextLevel);
  const progress =
    next && current ? progressBetween(summary.points, current.minPoints, next.minPoints) : 100;
  return (
    <Stack spacing={1} data-testid="level-progress">
      <Typography variant="h6" component="p" data-testid="level-current">
        {translate('app.dashboard.level.current', {
          level: summary.level,
          points: summary.points,
        })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label={translate('app.dashboard.cards.level')}
      />
      <Typography variant="body2" data-testid="level-to-next">
        {summary.nextLevel
          ? translate('app.dashboard.level.to_next', {
              level: summary.nextLevel,
              missing: summary.pointsToNextLevel,
            })
          : translate('app.dashboard.level.top')}
      </Typography>
      {summary.nextLevel && (
        <Typography variant="body2" color="primary" data-testid="level-what-if">
          {summary.daysToNextLevel > 0
            ? translate('app.dashboard.level.what_if', {
                smart_count: summary.daysToNextLevel,
                level: summary.nextLevel,
              })
            : translate('app.dashboard.level.what_if_far', { level: summary.nextLevel })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', color: 'text.secondary' }}>
        <Typography variant="caption">
          {translate('app.dashboard.level.run', { smart_count: summary.runDays })}
        </Typography>
        <Typography variant="caption">
          {translate('app.dashboard.level.month_cap', {
            earned: summary.earnedThisMonth,
            cap: summary.monthlyCap,
          })}
        </Typography>
        <Typography variant="caption">
          {translate('app.dashboard.level.in_progress', {
            count: summary.inProgress,
            max: summary.maxInProgress,
          })}
        </Typography>
      </Box>
    </Stack>
  );
}

function progressBetween(points: number, from: number, to: number): number {
  return Math.max(0, Math.min(100, ((points - from) / (to - from)) * 100));
}
