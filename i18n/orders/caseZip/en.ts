import type { Widen } from '../../catalogType';
import type { caseZipZh } from './zh';

export const caseZipEn = {
  download: 'Download the case',
  preparing: 'Preparing the package…',
  progress: '%{loaded} of %{total} (%{percent}%)',
  cancel: 'Cancel',
  cancelled: 'Download cancelled',
  done: 'The case is downloaded',
  memory_warning:
    "The portal's service worker is not running, so the %{total} package is built in memory before it is saved: a big case may fail. Reload the portal to have it written to disk as it downloads.",
  view_all: 'View all models',
  kind_column: 'Kind',
  kinds: {
    upper: 'Upper jaw',
    lower: 'Lower jaw',
    preop: 'Pre-op',
    bite: 'Bite',
    scanbody: 'Scan body',
    other: 'Other',
  },
  sheet: {
    title: 'Order %{orderNo}',
    teeth: 'Teeth',
    files: 'Files in this package',
    original_name: 'Original name',
    made: 'Made %{time}',
  },
} as const satisfies Widen<typeof caseZipZh>;
