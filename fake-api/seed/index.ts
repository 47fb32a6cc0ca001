import type { FakeState } from '../store/state';
import { createButtons } from './buttons';
import { createSeedContext } from './context';
import { createDictionaries } from './dictionaries';
import { finalizeSeed } from './finalize';
import { createMenus } from './menus';
import { seedOnboarding } from './onboarding';
import { createMoney } from './money';
import { fixPrice, seedPriceList } from '../money/priceList';
import { createNotices } from './notices';
import { createNotifications } from './notifications';
import { seedOverseas } from './overseas';
import { seedMeasurer } from './measurer';
import { createPointsEvents, settleSeedPoints } from './points';
import { createQuestions } from './questions';
import { createRoles, createTenants } from './roles';
import { createSocialIdentities } from './socialIdentities';
import {
  createCaseFiles,
  createDeductions,
  createGroupReads,
  createSpecialRequests,
  createSubmittedFiles,
} from './taskExtras';
import { createDesignTasks } from './tasks';
import { createTickets } from './tickets';
import { createUploadTasks } from './uploadTasks';
import { createUsers } from './users';

/**
 * The seeded database, dated relative to `now` (the moment the data file is created): the same
 * on every call with the same clock (seeded generator, no other clock read).
 */
export function createSeedState(now: number): FakeState {
  const context = createSeedContext(now);
  const tenants = createTenants(context);
  const roles = createRoles(context);
  const users = createUsers(context, roles);
  const menus = createMenus(context);
  const state = finalizeSeed({
    tenants,
    roles,
    users,
    menus,
    buttons: createButtons(context, menus),
    dictionaries: createDictionaries(context),
    socialIdentities: createSocialIdentities(context, users),
    tokens: [],
    questions: createQuestions(context),
    ...createTickets(context, users),
  });
  // After finalize: orders are dispatched to the sub-accounts it links.
  const designTasks = [
    ...createDesignTasks(context, state.users),
    ...createUploadTasks(context, state.users),
  ];
  const deductions = createDeductions(context, state.users);
  const seeded: FakeState = {
    ...state,
    designTasks,
    ...createSubmittedFiles(context, designTasks),
    caseFiles: createCaseFiles(context, designTasks),
    ...createSpecialRequests(context),
    taskGroupReads: createGroupReads(context, state.users),
    deductions,
    pointsEvents: createPointsEvents(context, state.users, designTasks),
    notices: createNotices(context),
    // Present from the start, so that json-server's view of the state (/__db) lists it.
    accountChanges: [],
    outbox: [],
    priceList: seedPriceList(context.format(context.now)),
    priceChanges: [],
    // Last: it draws from the seeded generator, and the generators above keep their draws.
    ...createMoney(context, state.users, deductions),
  };
  settleSeedPoints(seeded);
  // Once the levels are settled: each held order pays what the list paid its holder's level.
  for (const task of designTasks) {
    const holder = seeded.users.find((user) => user.id === task.designerId);
    if (holder) fixPrice(seeded, task, holder);
  }
  seedOnboarding(context, seeded);
  seedOverseas(context, seeded);
  // Last: it refers to the records above.
  seeded.notifications = createNotifications(context, seeded);
  // After everything: the design checks' demo designer and orders (nothing above moves).
  seedMeasurer(context, seeded);
  return seeded;
}
