import type { Widen } from '../../catalogType';
import type { caseZipZh } from './zh';

export const caseZipTr = {
  download: 'Vakayı indir',
  preparing: 'Paket hazırlanıyor…',
  progress: '%{loaded} / %{total} (%%{percent})',
  cancel: 'İptal',
  cancelled: 'İndirme iptal edildi',
  done: 'Vaka indirildi',
  memory_warning:
    'Portalın hizmet çalışanı (service worker) çalışmıyor; %{total} boyutundaki paket kaydedilmeden önce bellekte oluşturulur ve büyük bir vaka başarısız olabilir. İndirirken diske yazılması için portalı yeniden yükleyin.',
  view_all: 'Tüm modelleri görüntüle',
  kind_column: 'Tür',
  kinds: {
    upper: 'Üst çene',
    lower: 'Alt çene',
    preop: 'Preop',
    bite: 'Kapanış',
    scanbody: 'Tarama gövdesi',
    other: 'Diğer',
  },
  sheet: {
    title: 'Sipariş %{orderNo}',
    teeth: 'Dişler',
    files: 'Bu paketteki dosyalar',
    original_name: 'Özgün ad',
    made: 'Oluşturulma: %{time}',
  },
} as const satisfies Widen<typeof caseZipZh>;
