import type { Request } from 'express';
import { languageParam } from '../http/params';
import type { Localized } from '../store/state';

/** Refusals that guard submitted CAD versions (issue 21), by the request's `language`. */
const VERSION_MESSAGES = {
  已提交的版本文件不能删除: {
    en: 'A file of a submitted version cannot be deleted: upload a new file to replace it',
    tr: 'Gönderilmiş bir sürümün dosyası silinemez: yerine yeni bir dosya yükleyin',
  },
  替换文件须与原文件类型相同: {
    en: 'The replacing file must be of the same type as the file it replaces',
    tr: 'Yeni dosya, yerini aldığı dosyayla aynı türde olmalıdır',
  },
} as const satisfies Record<string, { en: string; tr: string }>;

export type VersionMessage = keyof typeof VERSION_MESSAGES;

export function versionMessage(req: Request, message: VersionMessage): string {
  const texts: Partial<Localized> = VERSION_MESSAGES[message];
  const language = languageParam(req);
  return (language && texts[language]) ?? message;
}
