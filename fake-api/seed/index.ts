import type { FakeState } from '../state';
import { createButtons } from './buttons';
import { createSeedContext } from './context';
import { createDictionaries } from './dictionaries';
import { finalizeSeed } from './finalize';
import { createMenus } from './menus';
import { createRoles, createTenants } from './roles';
import { createSocialIdentities } from './socialIdentities';
import { createUploadTasks } from './uploadTasks';
import { createUsers } from './users';

/** The seeded database: the same on every call (fixed reference time, seeded generator). */
export function createSeedState(): FakeState {
  const context = createSeedContext();
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
  });
  return { ...state, tasks: createUploadTasks(context, users), taskFiles: [] };
}
