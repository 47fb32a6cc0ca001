import cjkFont from './fonts/noto-sans-sc-chinese-simplified-400-normal.woff?url';
import latinExtFont from './fonts/noto-sans-sc-latin-ext-400-normal.woff?url';
import latinFont from './fonts/noto-sans-sc-latin-400-normal.woff?url';
import { signedContractPdf, type SignedCopy } from './signedContractPdf';

/**
 * Builds the signed copy and hands it to the browser as `<fileName>.pdf`. Loaded on demand with
 * pdf-lib and the fonts (Noto Sans SC: Latin, Latin extended for Turkish, Chinese; SIL OFL).
 */
export async function downloadSignedContract(copy: SignedCopy, fileName: string): Promise<void> {
  const fonts = await Promise.all(
    [latinFont, latinExtFont, cjkFont].map(async (url) => (await fetch(url)).arrayBuffer()),
  );
  const bytes = await signedContractPdf(copy, fonts);
  const href = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = `${fileName}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
