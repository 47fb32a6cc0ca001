import { Button, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { UserDetail } from '../../../dataProvider/wireTypes';
import { useUserDetail } from '../../../src/session/useUserDetail';
import { DashboardCard } from './DashboardCard';
import { PATHS, personalCenterPath } from '../../../src/routes/paths';

/** The steps before a designer earns (SPEC §6), shown only while one is still open. */
export function OnboardingCard() {
  const translate = useTranslate();
  const { data: detail } = useUserDetail();
  if (!detail) return null;
  const steps = onboardingSteps(detail);
  if (steps.every((step) => step.done)) return null;
  return (
    <DashboardCard
      titleKey="app.dashboard.cards.onboarding"
      to={steps.find((step) => !step.done)?.to ?? PATHS.authentication}
      testId="card-onboarding"
    >
      <Stack spacing={1}>
        {steps.map((step) => (
          <Stack key={step.key} direction="row" spacing={1} alignItems="center">
            {step.done ? (
              <CheckCircleIcon color="success" fontSize="small" />
            ) : (
              <RadioButtonUncheckedIcon color="disabled" fontSize="small" />
            )}
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {translate(`app.dashboard.onboarding.${step.key}`)}
            </Typography>
            {!step.done && (
              <Button component={Link} to={step.to} size="small">
                {translate('app.dashboard.onboarding.todo')}
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
    </DashboardCard>
  );
}

function onboardingSteps(detail: UserDetail) {
  return [
    {
      key: 'certified',
      done: detail.certifications.some((c) => c.status === '1'),
      to: PATHS.authentication,
    },
    { key: 'contract', done: detail.contractStatus === '2', to: personalCenterPath('5') },
    { key: 'payment', done: detail.payment.accountNumber !== '', to: personalCenterPath('3') },
  ];
}
