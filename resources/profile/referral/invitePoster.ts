import QRCode from 'qrcode';

/** The invite link a designer shares: the register page with their code. */
export function inviteLink(origin: string, inviteCode: string): string {
  return `${origin}/register?inviteCode=${encodeURIComponent(inviteCode)}`;
}

export function inviteQrDataUrl(link: string): Promise<string> {
  return QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

/** A 600×900 PNG poster: title, QR code, hint and the link written out. */
export async function invitePosterPng(
  link: string,
  texts: { title: string; hint: string },
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = 900;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d unavailable');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#1565c0';
  context.fillRect(0, 0, canvas.width, 160);
  context.fillStyle = '#ffffff';
  context.font = 'bold 32px sans-serif';
  context.textAlign = 'center';
  context.fillText(texts.title, 300, 95, 560);
  const qr = new Image();
  qr.src = await QRCode.toDataURL(link, { margin: 2, width: 400 });
  await qr.decode();
  context.drawImage(qr, 100, 220, 400, 400);
  context.fillStyle = '#333333';
  context.font = '24px sans-serif';
  context.fillText(texts.hint, 300, 690, 560);
  context.font = '16px monospace';
  context.fillText(link, 300, 740, 580);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))),
      'image/png',
    ),
  );
}
