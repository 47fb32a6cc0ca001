import type { SocialIdentityRecord, UserRecord } from '../store/state';
import type { SeedContext } from './context';

/** The identities a `bound` consent code resolves to (see routes/auth social login). */
const BOUND_TO_DESIGNER = ['wechat', 'github'];

export function createSocialIdentities(
  context: SeedContext,
  users: UserRecord[],
): SocialIdentityRecord[] {
  const designer = users.find((user) => user.account === 'designer');
  if (!designer) throw new Error('seed: no designer account');
  return BOUND_TO_DESIGNER.map((source, index) => {
    const created = context.daysAgo(200 - index * 10);
    return {
      id: context.nextId(created),
      oauthId: context.nextId(created),
      source,
      uuid: `${source}-${Math.floor(context.random() * 1e9)}`,
      username: `designer_${source}`,
      userId: designer.id,
      createTime: context.format(created),
    };
  });
}
