import type { ReactNode } from 'react';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface DashboardCardProps {
  titleKey: string;
  /** The page behind the card. */
  to: string;
  testId: string;
  /** Columns the card spans in the grid (never more than the grid has). */
  span?: number;
  children: ReactNode;
}

/** One card of the dashboard grid: a title, its figures and a link to the page behind them. */
export function DashboardCard({ titleKey, to, testId, span = 1, children }: DashboardCardProps) {
  const translate = useTranslate();
  return (
    <Card
      variant="outlined"
      data-testid={testId}
      sx={{ gridColumn: `span ${span}`, display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h2" gutterBottom sx={{ fontWeight: 600 }}>
          {translate(titleKey)}
        </Typography>
        {children}
      </CardContent>
      <CardActions>
        <Button component={Link} to={to} size="small">
          {translate('app.dashboard.cards.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
