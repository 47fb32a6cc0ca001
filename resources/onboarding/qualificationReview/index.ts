import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { ResourceProps } from 'react-admin';
import type { CertificationAttempt } from '../../../dataProvider/onboardingWireTypes';
import { lazyView } from '../../../src/components/lazy/lazyView';

/**
 * Qualification attempts. Staff review them here (/certifications); designers see their own
 * through the same resource on /order/result and /order/authentication.
 */
const certifications: Omit<ResourceProps, 'name'> = {
  list: lazyView(() => import('./ReviewQueue').then((m) => m.ReviewQueue)),
  show: lazyView(() => import('./ReviewShow').then((m) => m.ReviewShow)),
  icon: VerifiedUserIcon,
  recordRepresentation: (attempt: CertificationAttempt) => attempt.fileName,
};

export default certifications;
