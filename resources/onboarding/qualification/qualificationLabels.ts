import type { CertificationType } from '../../../dataProvider/onboardingWireTypes';

/** Catalog name of a qualification status ("" = never applied). */
export const STATUS_NAMES: Record<CertificationType['status'], string> = {
  '': 'none',
  '0': 'review',
  '1': 'passed',
  '2': 'failed',
};

export const STATUS_COLORS = {
  '': 'default',
  '0': 'info',
  '1': 'success',
  '2': 'error',
} as const satisfies Record<CertificationType['status'], string>;

export const statusKey = (status: CertificationType['status']) =>
  `app.onboarding.status.${STATUS_NAMES[status]}`;
