import type { Router } from 'express';
import type { FakeApiContext } from '../context';
import { authRoutes } from './blade-auth';
import { logRoutes } from './blade-log';
import { fileRoutes } from './blade-resource';
import { systemRoutes } from './blade-system';
import { bladeUserService } from './blade-user';
import { clOrderService } from './cl-order';
import { bankBranchRoutes } from './cl_bank_inter_number';
import { dispatchRoutes } from './cl_dispatch';
import { deductionRoutes } from './order/companyDesigner/deduction';
import { billRoutes } from './os/bill';
import { certificationRoutes } from './os/certification';
import { contractRoutes } from './os/contract';
import { dashboardRoutes } from './os/dashboard';
import { designTaskService } from './os/designTask';
import { messageRoutes } from './os/message';
import { noticeRoutes } from './os/notice';
import { pointsRoutes } from './os/points';
import { practiceRoutes } from './os/practice';
import { priceRoutes } from './os/price';
import { questionRoutes } from './os/question';
import { rankingRoutes } from './os/ranking';
import { settlementRoutes } from './os/settlement';
import { ticketRoutes } from './os/ticket';
import { osUserService } from './os/user';
import { withdrawalService } from './os/withdrawal';

/** One Blade service: the URL prefix it answers, and the router (its folder is the prefix). */
export interface ServiceMount {
  prefix: string;
  routes: (context: FakeApiContext) => Router;
}

/**
 * The fake API's router table: every /api URL is answered by the router of its prefix, found
 * in services/<prefix without /api>/ (fake-api/README.md lists them). The access matrix test
 * walks this table, so a route added here is checked for every role.
 */
export const SERVICES: readonly ServiceMount[] = [
  { prefix: '/api/blade-auth', routes: authRoutes },
  { prefix: '/api/blade-system', routes: systemRoutes },
  { prefix: '/api/blade-log', routes: logRoutes },
  { prefix: '/api/blade-resource', routes: fileRoutes },
  { prefix: '/api/blade-user', routes: bladeUserService },
  { prefix: '/api/os/ticket', routes: ticketRoutes },
  { prefix: '/api/os/question', routes: questionRoutes },
  { prefix: '/api/os/settlement', routes: settlementRoutes },
  { prefix: '/api/os/withdrawal', routes: withdrawalService },
  { prefix: '/api/os/bill', routes: billRoutes },
  { prefix: '/api/os/price', routes: priceRoutes },
  { prefix: '/api/os/ranking', routes: rankingRoutes },
  { prefix: '/api/os/certification', routes: certificationRoutes },
  { prefix: '/api/os/contract', routes: contractRoutes },
  { prefix: '/api/os/user', routes: osUserService },
  { prefix: '/api/os/designTask', routes: designTaskService },
  { prefix: '/api/os/points', routes: pointsRoutes },
  { prefix: '/api/os/dashboard', routes: dashboardRoutes },
  { prefix: '/api/os/notice', routes: noticeRoutes },
  { prefix: '/api/os/message', routes: messageRoutes },
  { prefix: '/api/os/practice', routes: () => practiceRoutes() },
  { prefix: '/api/order/companyDesigner/deduction', routes: deductionRoutes },
  { prefix: '/api/cl-order', routes: clOrderService },
  { prefix: '/api/cl_dispatch', routes: dispatchRoutes },
  { prefix: '/api/cl_bank_inter_number', routes: () => bankBranchRoutes() },
];
