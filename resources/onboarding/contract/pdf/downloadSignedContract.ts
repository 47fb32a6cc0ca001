import cjkFont from './fonts/contract-cjk.woff?url';
import latinFont from './fonts/contract-latin.woff?url';
import { signedContractPdf, type SignedCopy } from './signedContractPdf';

/**
 * Builds the signed copy and hands it to the browser as `<fileName>.pdf`. Loaded on demand with
 * pdf-lib and the fonts (Latin and Turkish from DejaVu Sans, GB2312 Chinese from Noto Sans CJK SC;
 * see fonts/buildContractFont.py), of which the PDF embeds only the glyphs it draws.
 */
export async function downloadSignedContract(copy: SignedCopy, fileName: string): Promise<void> {
  const fonts = await Promise.all(
    [latinFont, cjkFont].map(async (url) => (await fetch(url)).arrayBuffer()),
  );
  const bytes = await signedContractPdf(copy, fonts);
  const href = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = `${fileName}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
