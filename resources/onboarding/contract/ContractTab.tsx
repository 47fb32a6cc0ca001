import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import {
  BooleanInput,
  Form,
  RadioButtonGroupInput,
  TextInput,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFormatters } from '../../../src/format/useFormatters';
import type { ContractView } from '../../../dataProvider/onboardingWireTypes';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { SafeHtml } from '../../../src/components/SafeHtml';
import { useNotifyError, useNotifyFailure } from '../../../src/notify/useNotifyError';
import type { IdKind } from '../../../src/domain/onboarding';
import { contractValidators as v } from './contractValidators';
import { onboardingQueries } from '../queries';
import { USER_DETAIL_KEY } from '../../../src/session/useUserDetail';
import { WriteSubmitButton } from '../../../src/forms/WriteSubmitButton';
import { SignedCopyButton } from './SignedCopyButton';
import { KEEP_TYPED } from '../../../src/forms/keepTyped';

const C = 'app.onboarding.contract';

/** Personal centre tab 5: read the contract, confirm identity, sign online or mail it. */
export function ContractTab() {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [locale] = useLocaleState();
  const contract = useQuery({
    ...onboardingQueries.contract(dataProvider, locale),
  });
  useNotifyError(contract.error);
  const data = contract.data;
  if (!data) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="contract-tab">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography>{translate(`${C}.status`)}</Typography>
        <Chip label={translate(`app.contract.${data.status}`)} data-testid="contract-status" />
      </Stack>
      {data.status === '2' && (
        <Alert
          severity="success"
          action={data.signedVersion && <SignedCopyButton contract={data} />}
        >
          {translate(`${C}.signed`, { date: dateTime(data.signTime) })}
        </Alert>
      )}
      {data.status === '1' && (
        <Alert severity="info">{translate(`${C}.signing`, { num: data.trackNum })}</Alert>
      )}
      {data.status === '0' && data.reason && (
        <Alert severity="warning" data-testid="contract-reason">
          {translate(`${C}.sent_back`, { reason: data.reason })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, my: 2 }} data-testid="contract-html">
        <SafeHtml html={data.html} />
      </Paper>
      {data.status === '0' && <SignForm contract={data} />}
    </Box>
  );
}

function SignForm({ contract }: { contract: ContractView }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const online = contract.signingMode === 'online';
  const save = useMutation({
    mutationFn: (values: FieldValues) => {
      const identity = {
        realName: String(values.realName).trim(),
        idKind: values.idKind as IdKind,
        idNumber: String(values.idNumber).trim(),
      };
      return online
        ? dataProvider.signContract({
            ...identity,
            version: contract.document.version,
            language: contract.document.language,
            signedName: String(values.signedName).trim(),
            agree: values.agree === true,
          })
        : dataProvider.mailContract({ ...identity, trackNum: String(values.trackNum).trim() });
    },
    onSuccess: async (view) => {
      queryClient.setQueryData(onboardingQueries.contract(dataProvider, locale).queryKey, view);
      await queryClient.invalidateQueries({ queryKey: USER_DETAIL_KEY });
      notify(`${C}.done`, { type: 'success' });
    },
    onError: notifyFailure,
  });
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Form
      onSubmit={(values: FieldValues) => save.mutate(values)}
      resetOptions={KEEP_TYPED}
      defaultValues={{
        realName: contract.realName,
        idKind: contract.idKind,
        idNumber: contract.idNumber,
        agree: false,
        signedName: '',
        trackNum: '',
      }}
    >
      <Stack sx={{ maxWidth: 480 }}>
        <TextInput
          source="realName"
          label="app.onboarding.contract.real_name"
          validate={v.realName}
        />
        <RadioButtonGroupInput
          source="idKind"
          label="app.onboarding.contract.id_kind"
          choices={[
            { id: 'resident', name: `${C}.id_resident` },
            { id: 'passport', name: `${C}.id_passport` },
          ]}
        />
        <TextInput
          source="idNumber"
          label="app.onboarding.contract.id_number"
          validate={v.idNumber}
        />
        {online ? (
          <>
            <BooleanInput source="agree" label="app.onboarding.contract.agree" validate={v.agree} />
            <TextInput
              source="signedName"
              label="app.onboarding.contract.signed_name"
              validate={v.signedName}
            />
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate(`${C}.sign_date`)}: {today}
            </Typography>
          </>
        ) : (
          <>
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(`${C}.paper_intro`)}
            </Alert>
            <Button onClick={() => window.print()} sx={{ alignSelf: 'flex-start', mb: 2 }}>
              {translate(`${C}.print`)}
            </Button>
            <TextInput
              source="trackNum"
              label="app.onboarding.contract.track_num"
              validate={v.trackNum}
            />
          </>
        )}
        <WriteSubmitButton
          labelKey={online ? `${C}.sign` : `${C}.mail`}
          pending={save.isPending}
          sx={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </Form>
  );
}
