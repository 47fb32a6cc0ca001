import type { PortalIdentity } from '../types';
import type { TokenResponse } from '../wireTypes';

/** The identity react-admin shows, read from the stored login answer. */
export function toIdentity(info: TokenResponse): PortalIdentity {
  return {
    id: info.userId ?? info.user_id ?? '',
    fullName: info.nick_name ?? '',
    avatar: info.avatar || undefined,
    account: info.account ?? '',
    isCompanyMember: info.all_user_info?.user?.isCompanyMember === '1',
    roleName: info.role_name ?? '',
  };
}
