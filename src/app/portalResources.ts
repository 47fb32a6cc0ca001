import type { ResourceProps } from 'react-admin';
import { bills, deductions, prices, withdrawals } from '../../resources/money';
import { certifications } from '../../resources/onboarding';
import { qcQueue, tasks } from '../../resources/orders';
import { invitedUsers } from '../../resources/profile';
import { tickets } from '../../resources/tickets';
import { RESOURCES } from '../routes/paths';

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
  { name: RESOURCES.prices, ...prices },
];
