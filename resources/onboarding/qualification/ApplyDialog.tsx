import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { FormHelperText, LinearProgress, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import {
  Form,
  InputHelperText,
  NumberInput,
  SelectInput,
  required,
  useDataProvider,
  useInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { MeshFileCheck } from '../../../src/components/stlViewer';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { checkFileName } from '../../../src/domain/fileRules';
import { DESIGN_SOFTWARE, isValidYears } from '../../../src/domain/onboarding';
import { uploadDesign } from './uploadDesign';
import type { StoredDesign, UploadPhase } from './uploadDesign';
import { CERTIFICATIONS_KEY, onboardingQueries } from '../queries';
import { USER_DETAIL_KEY } from '../../../src/session/useUserDetail';
import { WriteSubmitButton } from '../../../src/forms/WriteSubmitButton';
import { LimitedTextInput } from '../../../src/forms/LimitedTextInput';

const V = 'app.onboarding.validation';

interface ApplyValues {
  software: string;
  softwareVersion: string;
  years: number;
  file?: File;
}

/** What was typed (and chosen) in a dialog cancelled before it was sent. */
export type ApplyDraft = Partial<ApplyValues>;

interface ApplyDialogProps {
  dentureType: string;
  label: string;
  /** What a cancelled dialog of this type held: it opens with it again. */
  draft?: ApplyDraft;
  /** Sent: the dialog closes. */
  onClose: () => void;
  /** Cancelled (the button, Escape, a click beside it): it hands back what it held. */
  onCancel: (draft: ApplyDraft) => void;
}

/** One attempt at one type: software, version, years, the test design (uploaded on submit). */
export function ApplyDialog({ dentureType, label, draft, onClose, onCancel }: ApplyDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadPhase>();
  const typed = useRef<ApplyDraft>(draft ?? {});
  const cancel = () => onCancel(typed.current);
  const upload = useRef<{ file: File; stored: Promise<StoredDesign> }>(undefined);
  // One upload per chosen file: a double click and a retry send the same body, so the client
  // sends it once and a retry reuses the key. A second upload would get a new object key, and
  // after a committed first attempt the server would refuse the design as already sent.
  const storedDesign = (file: File) => {
    if (upload.current?.file !== file) {
      const stored = uploadDesign(dataProvider, file, setProgress);
      upload.current = { file, stored };
      stored.catch(() => {
        if (upload.current?.stored === stored) upload.current = undefined;
      });
    }
    return upload.current.stored;
  };
  const submit = useMutation({
    mutationFn: async ({ file, ...values }: ApplyValues) => {
      if (!file) throw new Error(`${V}.file`);
      const stored = await storedDesign(file);
      return dataProvider.submitCertification({
        ...values,
        years: Number(values.years),
        dentureType,
        fileName: file.name,
        fileSize: file.size,
        ...stored,
      });
    },
    onSuccess: async () => {
      notify('app.onboarding.apply.submitted', { type: 'success' });
      await queryClient.invalidateQueries({
        queryKey: onboardingQueries.certificationTypes(dataProvider).queryKey,
      });
      await queryClient.invalidateQueries({ queryKey: USER_DETAIL_KEY });
      await queryClient.invalidateQueries({ queryKey: CERTIFICATIONS_KEY });
      onClose();
    },
    onError: (error) => {
      setProgress(undefined);
      notifyFailure(error);
    },
  });

  return (
    <Dialog open onClose={cancel} fullWidth maxWidth="sm" data-testid="apply-dialog">
      <Form
        onSubmit={(values: FieldValues) => submit.mutate(values as ApplyValues)}
        defaultValues={{ software: '', softwareVersion: '', years: undefined, ...draft }}
      >
        <KeepTyped draftRef={typed} />
        <DialogTitle>{translate('app.onboarding.apply.title', { type: label })}</DialogTitle>
        <DialogContent>
          <SelectInput
            source="software"
            label="app.onboarding.apply.software"
            choices={DESIGN_SOFTWARE.map((id) => ({
              id,
              name: `app.onboarding.apply.software_${id}`,
            }))}
            validate={required(`${V}.software`)}
            fullWidth
          />
          <LimitedTextInput
            limit="softwareVersion"
            source="softwareVersion"
            label="app.onboarding.apply.version"
            validate={required(`${V}.version`)}
            fullWidth
          />
          <NumberInput
            source="years"
            label="app.onboarding.apply.years"
            // Required: marked as such, and an empty field says why (0 is a valid answer).
            validate={[
              required(`${V}.years`),
              (value: unknown) => (isValidYears(value) ? undefined : `${V}.years`),
            ]}
            fullWidth
          />
          <DesignFileInput />
          {progress && (
            <Box sx={{ mt: 2 }} data-testid="apply-progress">
              <Typography variant="body2">
                {translate(`app.onboarding.apply.${progress.phase}`, { percent: progress.percent })}
              </Typography>
              <LinearProgress
                aria-label={translate('ra.page.loading')}
                variant="determinate"
                value={progress.percent}
              />
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>{translate('app.onboarding.cancel')}</Button>
          <WriteSubmitButton labelKey="app.onboarding.apply.submit" pending={submit.isPending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** Follows the form's values, for the draft a cancel hands back. */
function KeepTyped({ draftRef }: { draftRef: RefObject<ApplyDraft> }) {
  const values = useWatch() as ApplyDraft;
  useEffect(() => {
    draftRef.current = values;
  }, [draftRef, values]);
  return null;
}

function validateFile(value: unknown): string | undefined {
  if (!(value instanceof File)) return `${V}.file`;
  return checkFileName('cad', value.name);
}

/** The test design: one .stl file, the CAD slot's rules, and the geometry check once chosen. */
function DesignFileInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'file', validate: validateFile });
  const file = field.value instanceof File ? field.value : undefined;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.onboarding.apply.file')}
      </Typography>
      <Button component="label" variant="outlined" size="small" sx={{ mt: 1 }}>
        {translate('app.onboarding.apply.choose_file')}
        <input
          hidden
          type="file"
          accept=".stl"
          data-testid="design-file"
          onChange={(event) => field.onChange(event.target.files?.[0])}
        />
      </Button>
      {file && (
        <Typography variant="body2" component="span" sx={{ ml: 1 }}>
          {file.name}
        </Typography>
      )}
      {fieldState.error?.message && (
        <FormHelperText error data-testid="design-file-error">
          <InputHelperText error={fieldState.error.message} />
        </FormHelperText>
      )}
      {file && !fieldState.error && <MeshFileCheck file={file} />}
    </Box>
  );
}
