import { isLanguage } from '../../i18n/languages';
import type { Language } from '../store/state';

/** The auth messages a `language` parameter translates (docs/CONTRACT.md, Auth). */
const AUTH_MESSAGES = {
  用户名或密码错误: { en: 'Incorrect account or password', tr: 'Hatalı hesap veya şifre' },
  '账号正在审核中,请等待管理员审核': {
    en: 'Your account is under review, please wait for administrator approval',
    tr: 'Hesabınız inceleniyor, lütfen yönetici onayını bekleyin',
  },
  '密码强度过低,请修改密码': {
    en: 'Your password is too weak, please change it',
    tr: 'Şifreniz çok zayıf, lütfen değiştirin',
  },
  请输入手机号或邮箱: {
    en: 'Please enter a phone number or e-mail address',
    tr: 'Lütfen bir telefon numarası veya e-posta adresi girin',
  },
  验证码不正确: { en: 'Incorrect verification code', tr: 'Doğrulama kodu hatalı' },
  '请输入正确的确认密码!': {
    en: 'Please enter the correct confirmation password!',
    tr: 'Lütfen doğru onay şifresini girin!',
  },
  刷新令牌已失效: { en: 'The refresh token has expired', tr: 'Yenileme anahtarının süresi doldu' },
  第三方授权失败: {
    en: 'Third-party authorization failed',
    tr: 'Üçüncü taraf yetkilendirmesi başarısız oldu',
  },
  租户ID未找到: { en: 'Tenant ID not found', tr: 'Kiracı kimliği bulunamadı' },
} satisfies Record<string, Record<Exclude<Language, 'zh'>, string>>;

export type AuthMessage = keyof typeof AUTH_MESSAGES;

export function parseLanguage(value: unknown): Language | undefined {
  return isLanguage(value) ? value : undefined;
}

export function authMessage(message: AuthMessage, language: Language = 'zh'): string {
  return language === 'zh' ? message : AUTH_MESSAGES[message][language];
}
