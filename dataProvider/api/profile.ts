import type { PaymentValues } from '../../src/domain/payment';
import type { PasswordEncoding } from '../client/config';
import type { HttpClient } from '../client/httpClient';
import { encodePassword } from '../auth/passwordEncoding';
import type { BankBranch, InvitedUser, ProfileValues, ReferralSummary } from '../profileWireTypes';
import type { BladePage } from '../wireTypes';

/** The personal centre's calls (docs/CONTRACT.md, "User: personal centre and promotion"). */
export interface ProfileApi {
  /** PUT /api/os/user/info */
  updateProfile(values: ProfileValues): Promise<void>;
  /** PUT /api/os/user/avatar { avatar: data URL } */
  updateAvatar(dataUrl: string): Promise<{ avatar: string }>;
  /** POST /api/os/user/phone/captcha: no phone = the current one (step 1), else the new one. */
  sendPhoneChangeCode(phone?: string): Promise<string>;
  /** PUT /api/os/user/phone/checkFirst */
  checkCurrentPhone(params: { ukey: string; vfCode: string }): Promise<void>;
  /** PUT /api/os/user/phone/checkSecond */
  checkNewPhone(params: { phone: string; ukey: string; vfCode: string }): Promise<void>;
  /** POST /api/os/user/email/captcha: a code to the new address; gives its ukey. */
  sendEmailChangeCode(email: string): Promise<string>;
  /** PUT /api/os/user/email: the code sent to it plus the current password (md5). */
  changeEmail(params: {
    email: string;
    ukey: string;
    vfCode: string;
    password: string;
  }): Promise<{ email: string }>;
  /** PUT /api/os/user/password (md5 like every Blade password) */
  changePassword(params: {
    oldPassword: string;
    newPassword: string;
    newPassword1: string;
  }): Promise<void>;
  /** PUT /api/os/user/payment */
  updatePayment(values: PaymentValues): Promise<void>;
  /** GET /api/os/user/invited/summary */
  getReferralSummary(): Promise<ReferralSummary>;
  /** GET /api/cl_bank_inter_number/page?keyword= */
  searchBankBranches(keyword: string): Promise<BankBranch[]>;
}

export type { InvitedUser };

export function createProfileApi(
  apiUrl: string,
  httpClient: HttpClient,
  encoding: PasswordEncoding,
): ProfileApi {
  const put = async <T = null>(path: string, body: unknown) =>
    httpClient<T>(`${apiUrl}/api/os/user/${path}`, { method: 'PUT', body });
  const encode = (password: string) => encodePassword(password, encoding);
  return {
    updateProfile: async (values) => {
      await put('info', values);
    },
    updateAvatar: (avatar) => put<{ avatar: string }>('avatar', { avatar }),
    sendPhoneChangeCode: async (phone) => {
      const data = await httpClient<{ ukey: string }>(`${apiUrl}/api/os/user/phone/captcha`, {
        method: 'POST',
        body: phone ? { phone } : {},
      });
      return data.ukey;
    },
    checkCurrentPhone: async (params) => {
      await put('phone/checkFirst', params);
    },
    checkNewPhone: async (params) => {
      await put('phone/checkSecond', params);
    },
    sendEmailChangeCode: async (email) => {
      const data = await httpClient<{ ukey: string }>(`${apiUrl}/api/os/user/email/captcha`, {
        method: 'POST',
        body: { email },
      });
      return data.ukey;
    },
    changeEmail: ({ password, ...rest }) =>
      put<{ email: string }>('email', { ...rest, password: encode(password) }),
    changePassword: async ({ oldPassword, newPassword, newPassword1 }) => {
      await put('password', {
        oldPassword: encode(oldPassword),
        newPassword: encode(newPassword),
        newPassword1: encode(newPassword1),
      });
    },
    updatePayment: async (values) => {
      await put('payment', values);
    },
    getReferralSummary: () => httpClient(`${apiUrl}/api/os/user/invited/summary`),
    searchBankBranches: async (keyword) => {
      const page = await httpClient<BladePage<BankBranch>>(
        `${apiUrl}/api/cl_bank_inter_number/page`,
        {
          query: { keyword, current: 1, size: 10 },
        },
      );
      return page.records;
    },
  };
}
