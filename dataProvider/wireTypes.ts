/** Shapes of the BladeX answers the portal reads (docs/CONTRACT.md). */

export interface BladeEnvelope<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export interface BladePage<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** A token call's bare answer; every field may be missing (field sets drift between releases). */
export interface TokenResponse {
  access_token?: string;
  refresh_token?: string;
  token_type?: string;
  expires_in?: number;
  tenant_id?: string;
  user_id?: string;
  role_name?: string;
  account?: string;
  user_name?: string;
  nick_name?: string;
  real_name?: string;
  avatar?: string;
  oauth_id?: string;
  is_not_login?: unknown;
  userId?: string;
  oauthId?: string;
  all_user_info?: { user?: { isCompanyMember?: string } & Record<string, unknown> };
  error?: string;
  error_description?: string;
  /** Present instead of a token when the stored password is too weak. */
  '5001'?: string;
}

export interface MenuNode {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  action: number;
  isOpen: number;
  meta?: { i18n?: string; roles?: string[] };
  children?: MenuNode[];
}

export interface ButtonNode {
  code: string;
  children?: ButtonNode[];
}

export interface DictItem {
  id: string;
  tenantId: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string;
}

export interface UserDetail {
  id: string;
  account: string;
  name: string;
  realName: string;
  nickName: string;
  avatar: string;
  mobile: string;
  email: string;
  isCompanyMember: string;
  roleAlias: string;
  level: 'A' | 'B' | 'C' | 'D';
  points: number;
  /** "0" not signed, "1" signing, "2" signed. */
  contractStatus: '0' | '1' | '2';
  trackNum: string;
  mainAccountId: string;
  /** status "0" under review, "1" passed, "2" failed. */
  certifications: { dentureType: string; status: '0' | '1' | '2' }[];
  payment: {
    currency: 'RMB' | 'USD';
    country: string;
    bankName: string;
    branch: string;
    accountName: string;
    accountNumber: string;
    jointBankNumber: string;
    bankCode: string;
    bankAddress: string;
    payeeAddress: string;
    swiftCode: string;
  };
  invitedCount: number;
  createTime: string;
}
