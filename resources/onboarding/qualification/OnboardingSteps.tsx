import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Button, Card, CardContent, List, ListItem, ListItemIcon } from '@mui/material';
import { ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { UserDetail } from '../../../dataProvider/wireTypes';
import { PATHS, personalCenterPath } from '../../../src/routes/paths';

/** The welcome page's onboarding steps, until a designer is qualified and under contract. */
export function OnboardingSteps({ detail }: { detail: UserDetail }) {
  const translate = useTranslate();
  if (detail.roleAlias !== 'designer') return null;
  const passed = detail.certifications.filter((item) => item.status === '1').length;
  const steps = [
    { key: 'registered', done: true, to: '' },
    { key: 'qualified', done: passed > 0, to: PATHS.authentication },
    { key: 'contract', done: detail.contractStatus === '2', to: personalCenterPath('5') },
  ];
  if (steps.every((step) => step.done)) return null;
  return (
    <Card sx={{ mt: 2 }} data-testid="onboarding-steps">
      <CardContent>
        <Typography variant="h6">{translate('app.onboarding.steps.title')}</Typography>
        <List dense>
          {steps.map((step) => (
            <ListItem
              key={step.key}
              data-testid={`step-${step.key}`}
              data-done={step.done}
              secondaryAction={
                !step.done && (
                  <Button component={Link} to={step.to} size="small">
                    {translate('app.onboarding.steps.go')}
                  </Button>
                )
              }
            >
              <ListItemIcon>
                {step.done ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon />}
              </ListItemIcon>
              <ListItemText
                primary={translate(`app.onboarding.steps.${step.key}`, { count: passed })}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
