import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell } from '@mui/material';
import { TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { ReasonText } from '../../../src/components/ReasonText';
import { Link } from 'react-router-dom';
import type { CertificationType } from '../../../dataProvider/onboardingWireTypes';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { PageFrame } from '../../../src/components/PageFrame';
import { StlPreviewDialog } from '../../../src/components/stlViewer';
import { useNotifyError } from '../../../src/notify/useNotifyError';
import { mayApply } from '../../../src/domain/onboarding';
import { ApplyDialog } from './ApplyDialog';
import { STATUS_COLORS, STATUS_NAMES, statusKey } from './certificationLabels';
import { useDentureTypes } from '../../../src/dictionaries/useDentureTypes';
import { PATHS, withFilter } from '../../../src/routes/paths';
import { onboardingQueries } from '../queries';

/** Qualification per denture type (/order/authentication): standing, next step, apply. */
export function AuthenticationPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { labelOf } = useDentureTypes();
  const types = useQuery({
    ...onboardingQueries.certificationTypes(dataProvider),
  });
  useNotifyError(types.error);
  const [applying, setApplying] = useState<string>();
  const [preview, setPreview] = useState<CertificationType>();
  const t = (key: string) => translate(`app.onboarding.auth.${key}`);

  return (
    <PageFrame titleKey={AuthenticationPage.titleKey}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('intro')}
      </Alert>
      <Table size="small" data-testid="certification-types">
        <TableHead>
          <TableRow>
            {['type', 'status', 'attempts', 'next', ''].map((key) => (
              <TableCell key={key}>{key && t(key)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(types.data ?? []).map((type) => (
            <TableRow key={type.dentureType} data-testid={`type-${type.dentureType}`}>
              <TableCell>{labelOf(type.dentureType)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={STATUS_COLORS[type.status]}
                  label={translate(statusKey(type.status))}
                  data-testid="type-status"
                />
              </TableCell>
              <TableCell>
                {type.attempts > 0 ? (
                  <Link to={resultsOf(type.dentureType)}>{type.attempts}</Link>
                ) : (
                  0
                )}
              </TableCell>
              <TableCell>
                <Typography variant="body2">
                  {translate(`app.onboarding.next.${STATUS_NAMES[type.status]}`)}
                </Typography>
                {(type.reasonCode || type.reason) && (
                  <Typography variant="body2" color="error" data-testid="type-reason">
                    {t('reason')}:{' '}
                    <ReasonText kind="review" reasonCode={type.reasonCode} reason={type.reason} />
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  <Button size="small" onClick={() => setPreview(type)}>
                    {t('test_case')}
                  </Button>
                  {type.testCase.map((file) => (
                    <Button key={file.link} size="small" href={file.link} download={file.name}>
                      {file.name}
                    </Button>
                  ))}
                  {mayApply(type.status || undefined) && (
                    <Button
                      size="small"
                      variant="contained"
                      onClick={() => setApplying(type.dentureType)}
                    >
                      {t(type.status === '2' ? 'resubmit' : 'apply')}
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box>
        {applying && (
          <ApplyDialog
            dentureType={applying}
            label={labelOf(applying)}
            onClose={() => setApplying(undefined)}
          />
        )}
        <StlPreviewDialog
          open={preview !== undefined}
          onClose={() => setPreview(undefined)}
          sources={(preview?.testCase ?? []).map((file) => ({ name: file.name, url: file.link }))}
        />
      </Box>
    </PageFrame>
  );
}

const resultsOf = (dentureType: string) => withFilter(PATHS.result, { dentureType });

AuthenticationPage.path = PATHS.authentication;
AuthenticationPage.titleKey = 'app.chrome.route.authentication';
