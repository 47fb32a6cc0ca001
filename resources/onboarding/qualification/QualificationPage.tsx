import { Alert, Box, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CertificationType } from '../../../dataProvider/onboardingWireTypes';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { PageFrame } from '../../../src/components/PageFrame';
import { StlPreviewDialog } from '../../../src/components/stlViewer';
import { useNotifyError } from '../../../src/notify/useNotifyError';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';
import { CertificationTypeCard, CertificationTypeRow } from './QualificationTypeParts';
import { ApplyDialog, type ApplyDraft } from './ApplyDialog';
import { useDentureTypes } from '../../../src/dictionaries/useDentureTypes';
import { PATHS } from '../../../src/routes/paths';
import { onboardingQueries } from '../queries';

/** Qualification per denture type (/order/authentication): standing, next step, apply. */
export function QualificationPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { labelOf } = useDentureTypes();
  const types = useQuery({
    ...onboardingQueries.certificationTypes(dataProvider),
  });
  useNotifyError(types.error);
  const [applying, setApplying] = useState<string>();
  // Issue 39: a cancelled application keeps what was typed until it is sent.
  const [drafts, setDrafts] = useState<Record<string, ApplyDraft>>({});
  const [preview, setPreview] = useState<CertificationType>();
  const t = (key: string) => translate(`app.onboarding.auth.${key}`);
  const rowProps = (type: CertificationType) => ({
    type,
    label: labelOf(type.dentureType),
    onPreview: setPreview,
    onApply: setApplying,
  });

  return (
    <PageFrame titleKey={QualificationPage.titleKey}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('intro')}
      </Alert>
      <PhoneOrTable
        phone={
          <Stack
            component="ul"
            spacing={1}
            sx={{ p: 0, m: 0, listStyle: 'none' }}
            data-testid="certification-types"
          >
            {(types.data ?? []).map((type) => (
              <CertificationTypeCard key={type.dentureType} {...rowProps(type)} />
            ))}
          </Stack>
        }
      >
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
              <CertificationTypeRow key={type.dentureType} {...rowProps(type)} />
            ))}
          </TableBody>
        </Table>
      </PhoneOrTable>
      <Box>
        {applying && (
          <ApplyDialog
            dentureType={applying}
            label={labelOf(applying)}
            draft={drafts[applying]}
            onClose={() => {
              setDrafts(({ [applying]: _sent, ...others }) => others);
              setApplying(undefined);
            }}
            onCancel={(draft) => {
              setDrafts((others) => ({ ...others, [applying]: draft }));
              setApplying(undefined);
            }}
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

QualificationPage.path = PATHS.authentication;
QualificationPage.titleKey = 'app.chrome.route.qualification';
