import type { Settings } from '../settings';
import type { TokenRecord, UserRecord } from '../store/state';

/** The bare token object of docs/CONTRACT.md (Conventions). */
export function tokenResponse(
  user: UserRecord,
  token: TokenRecord,
  settings: Settings,
  firstLogin = false,
) {
  return {
    access_token: token.accessToken,
    token_type: 'bearer',
    refresh_token: token.refreshToken,
    expires_in: Math.max(0, Math.ceil((token.accessExpiresAt - settings.now()) / 1000)),
    scope: 'all',
    tenant_id: user.tenantId,
    user_id: user.id,
    dept_id: user.deptId,
    role_id: user.roleId,
    role_name: user.roleAlias,
    post_id: user.postId,
    oauth_id: token.oauthId,
    account: user.account,
    user_name: user.account,
    nick_name: user.name,
    real_name: user.realName,
    avatar: user.avatar,
    detail: { type: 'web' },
    license: 'powered by bladex',
    is_not_login: firstLogin ? '1' : '0',
    userId: user.id,
    oauthId: token.oauthId,
    all_user_info: {
      user: {
        id: user.id,
        account: user.account,
        name: user.name,
        realName: user.realName,
        email: user.email,
        phone: user.phone,
        avatar: user.avatar,
        isCompanyMember: user.isCompanyMember,
        roleAlias: user.roleAlias,
        level: user.level,
        mainAccountId: user.mainAccountId,
      },
    },
  };
}
