import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Chip, Link as MuiLink, Stack } from '@mui/material';
import { TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CertificationType } from '../../../dataProvider/onboardingWireTypes';
import { ReasonText } from '../../../src/components/ReasonText';
import { mayApply } from '../../../src/domain/onboarding';
import { PATHS, withFilter } from '../../../src/routes/paths';
import { STATUS_COLORS, STATUS_NAMES, statusKey } from './qualificationLabels';

interface TypeProps {
  type: CertificationType;
  label: string;
  onPreview(type: CertificationType): void;
  onApply(dentureType: string): void;
}

const resultsOf = (dentureType: string) => withFilter(PATHS.result, { dentureType });

/** What a denture type's row and card both show: standing, attempts, next step, actions. */
function useTypeParts({ type, onPreview, onApply }: TypeProps, phone: boolean) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.onboarding.auth.${key}`);
  const status = (
    <Chip
      size="small"
      color={STATUS_COLORS[type.status]}
      label={translate(statusKey(type.status))}
      data-testid="type-status"
    />
  );
  // On a phone the count is a target a thumb finds (issue 40: it was 8 x 16 px).
  const attempts =
    type.attempts > 0 ? (
      <MuiLink
        component={Link}
        to={resultsOf(type.dentureType)}
        sx={phone ? { display: 'inline-block', minWidth: 44, lineHeight: '44px' } : undefined}
      >
        {type.attempts}
      </MuiLink>
    ) : (
      0
    );
  const next = (
    <>
      <Typography variant="body2">
        {translate(`app.onboarding.next.${STATUS_NAMES[type.status]}`)}
      </Typography>
      {(type.reasonCode || type.reason) && (
        <Typography variant="body2" color="error" data-testid="type-reason">
          {t('reason')}:{' '}
          <ReasonText kind="review" reasonCode={type.reasonCode} reason={type.reason} />
        </Typography>
      )}
    </>
  );
  const actions = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button size="small" onClick={() => onPreview(type)}>
        {t('test_case')}
      </Button>
      {type.testCase.map((file) => (
        <Button key={file.link} size="small" href={file.link} download={file.name}>
          {file.name}
        </Button>
      ))}
      {mayApply(type.status || undefined) && (
        <Button size="small" variant="contained" onClick={() => onApply(type.dentureType)}>
          {t(type.status === '2' ? 'resubmit' : 'apply')}
        </Button>
      )}
    </Stack>
  );
  return { t, status, attempts, next, actions };
}

/** A denture type as a row of the qualification table (from `sm` up). */
export function CertificationTypeRow(props: TypeProps) {
  const { status, attempts, next, actions } = useTypeParts(props, false);
  return (
    <TableRow data-testid={`type-${props.type.dentureType}`}>
      <TableCell>{props.label}</TableCell>
      <TableCell>{status}</TableCell>
      <TableCell>{attempts}</TableCell>
      <TableCell>{next}</TableCell>
      <TableCell>{actions}</TableCell>
    </TableRow>
  );
}

/** A denture type as a card on a phone: its name and standing, then each part labelled. */
export function CertificationTypeCard(props: TypeProps) {
  const { t, status, attempts, next, actions } = useTypeParts(props, true);
  const line = (label: string, value: ReactNode) => (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {t(label)}
      </Typography>
      <Box>{value}</Box>
    </Box>
  );
  return (
    <Card variant="outlined" component="li" data-testid={`type-${props.type.dentureType}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography component="h2" variant="subtitle1">
            {props.label}
          </Typography>
          {status}
        </Stack>
        {line('attempts', attempts)}
        {line('next', next)}
        <Box sx={{ mt: 1 }}>{actions}</Box>
      </CardContent>
    </Card>
  );
}
