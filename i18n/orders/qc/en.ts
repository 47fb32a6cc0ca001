import type { Widen } from '../../catalogType';
import type { qcResourcesZh, qcZh } from './zh';

export const qcEn = {
  result: {
    title: 'Quality inspection',
    inspector: 'Inspector %{inspector}, %{time}',
    pinned: 'Pinned',
    fly: 'Go to pin %{number}',
    showDesign: 'Show the pins on the design',
  },
  form: {
    title: 'Inspect',
    category: 'Category',
    severity: 'Severity',
    text: 'Description',
    add: 'Add a reason',
    remove: 'Remove',
    pin: 'Pin on the design',
    picking: 'Click a point on the design',
    pass: 'Pass',
    fail: 'Fail (unqualified)',
    return: 'Quality return',
    done: 'Inspection sent',
  },
  severity: { minor: 'Minor', major: 'Major', critical: 'Critical' },
  error: {
    reasonRequired: 'Give at least one reason',
    category: 'Choose a reason category',
    severity: 'Choose a severity',
    text: '"Other" needs a description, at most 500 characters',
    pin: 'Invalid pin',
  },
  queue: {
    title: 'Inspection queue',
    back: 'Back to the inspection queue',
    columns: {
      orderNo: 'Order no.',
      product: 'Product',
      dentureType: 'Denture type',
      designer: 'Designer',
      level: 'Level',
      kind: 'Submission',
      reworkCount: 'Reworks',
      submitted: 'Submitted',
      waited: 'Waiting for',
    },
    filters: { orderNo: 'Order no.', dentureType: 'Denture type', kind: 'Submission' },
    kind: { first: 'First submission', rework: 'Rework' },
  },
  deviation: {
    title: 'Deviation map',
    compare: 'Compare',
    against: 'Against',
    run: 'Compute deviation',
    progress: 'Computing %{percent}%',
    coarse: 'Coarse map ready, refining…',
    tolerance: 'Tolerance %{value} mm',
    max: 'Max %{value} mm',
    mean: 'Mean %{value} mm',
    rms: 'RMS %{value} mm',
    within: 'Surface within tolerance %{value}%',
    legend: 'Legend (mm): blue = inside, green = within tolerance, red = outside',
    versionOption: 'Version %{version}',
    loading: 'Loading both versions…',
    full: 'Full precision',
    same: 'Pick two different versions',
    failed: 'The deviation could not be computed',
  },
} satisfies Widen<typeof qcZh>;

export const qcResourcesEn = {
  qcQueue: { name: 'Inspection queue |||| Inspection queue' },
} satisfies Widen<typeof qcResourcesZh>;
