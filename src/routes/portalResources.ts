import type { ResourceProps } from 'react-admin';
import bills from '../../resources/money/bills';
import certifications from '../../resources/onboarding/certifications';
import deductions from '../../resources/money/deductions';
import invitedUsers from '../../resources/profile/invitedUsers';
import qcQueue from '../../resources/orders/qcQueue';
import tasks from '../../resources/orders/tasks';
import tickets from '../../resources/tickets';
import withdrawals from '../../resources/money/withdrawals';
import { RESOURCES } from './paths';

/**
 * The react-admin resources, in the order App declares them: their list, show and create views
 * are routes of the portal (/name, /name/:id/show, /name/create) that tests walk through too.
 */
export const PORTAL_RESOURCES: readonly ResourceProps[] = [
  { name: RESOURCES.tasks, ...tasks },
  { name: RESOURCES.deductions, ...deductions },
  { name: RESOURCES.tickets, ...tickets },
  { name: RESOURCES.certifications, ...certifications },
  { name: RESOURCES.qcQueue, ...qcQueue },
  { name: 'pointsLedger' },
  { name: 'pointsDesigners' },
  { name: 'notices' },
  { name: RESOURCES.invitedUsers, ...invitedUsers },
  { name: RESOURCES.withdrawals, ...withdrawals },
  { name: RESOURCES.bills, ...bills },
];
