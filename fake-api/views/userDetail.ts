import type { UserDetail } from '../../dataProvider/wireTypes';
import { maskAccount } from '../../src/domain/money';
import { inviteCodeOf } from '../profile/referrals';
import type { FakeState, UserRecord } from '../store/state';

/** UserDetail of docs/CONTRACT.md (User). */
export function userDetail(state: FakeState, user: UserRecord): UserDetail {
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    realName: user.realName,
    nickName: user.name,
    avatar: user.avatar,
    mobile: user.phone,
    email: user.email,
    isCompanyMember: user.isCompanyMember,
    roleAlias: user.roleAlias,
    level: user.level,
    points: user.points,
    contractStatus: user.contractStatus,
    trackNum: user.trackNum,
    mainAccountId: user.mainAccountId,
    certifications: user.certifications,
    // The account number leaves the server masked: a stolen session does not read it in full.
    payment: { ...user.payment, accountNumber: maskAccount(user.payment.accountNumber) },
    invitedCount: state.users.filter((other) => other.invitedBy === user.id).length,
    profile: user.profile ?? { country: '', timeZone: '', designSoftware: '', indications: '' },
    inviteCode: inviteCodeOf(user),
    createTime: user.createTime,
  };
}
