import type { Widen } from '../catalogType';
import type { entryZh } from './zh';

export const entryTr = {
  chunk_failed: 'Bu sayfa yüklenemedi. Bağlantınızı kontrol edip yeniden yükleyin.',
  chunk_timeout:
    'Bu sayfanın yüklenmesi çok uzun sürdü. Bağlantınızı kontrol edip yeniden yükleyin.',
  reload: 'Yeniden yükle',
} as const satisfies Widen<typeof entryZh>;
