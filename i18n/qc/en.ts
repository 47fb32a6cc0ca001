import type { Widen } from '../catalogType';
import type { qcZh } from './zh';

export const qcEn = {
  result: {
    title: 'Quality inspection',
    inspector: 'Inspector %{inspector}, %{time}',
    pinned: 'Pinned',
    fly: 'Go to pin %{number}',
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
  },
} satisfies Widen<typeof qcZh>;
