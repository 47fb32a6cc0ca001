import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ContractView } from '../../../dataProvider/onboardingWireTypes';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { formatDateTime } from '../../../src/domain/format';

/**
 * Downloads the signed contract as a PDF: the text in the version and language signed, the
 * signature's date in that language. pdf-lib and the fonts load on the first click only.
 */
export function SignedCopyButton({ contract }: { contract: ContractView }) {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const download = useMutation({
    mutationFn: async () => {
      const { downloadSignedContract } = await import('./pdf/downloadSignedContract');
      const { document } = contract;
      await downloadSignedContract(
        {
          document,
          signer: contract.signedName || contract.realName,
          account: contract.account,
          signedAt: formatDateTime(contract.signTime, document.language),
          signTime: contract.signTime,
        },
        `${document.title}-${contract.account}-v${document.version}-${document.language}`,
      );
    },
    onError: notifyFailure,
  });
  return (
    <Button
      color="inherit"
      size="small"
      disabled={download.isPending}
      onClick={() => download.mutate()}
      data-testid="contract-pdf"
    >
      {translate('app.onboarding.contract.download')}
    </Button>
  );
}
