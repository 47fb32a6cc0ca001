import type { Request } from 'express';
import { languageParam } from '../http/params';
import type { Localized } from '../store/state';

/** The server messages of the os/user calls (docs/CONTRACT.md, User), by `language`. */
const PROFILE_MESSAGES = {
  昵称不能为空: { en: 'The nick name is required', tr: 'Takma ad zorunludur' },
  原密码不正确: { en: 'The old password is incorrect', tr: 'Eski şifre hatalı' },
  新密码不符合规则: {
    en: 'The new password does not meet the rules',
    tr: 'Yeni şifre kurallara uymuyor',
  },
  两次密码输入不一致: { en: 'The two passwords do not match', tr: 'İki şifre eşleşmiyor' },
  验证码不正确: { en: 'Incorrect verification code', tr: 'Doğrulama kodu hatalı' },
  请先验证原手机号: {
    en: 'Verify your current phone number first',
    tr: 'Önce mevcut telefon numaranızı doğrulayın',
  },
  该手机号已被使用: {
    en: 'This phone number is already in use',
    tr: 'Bu telefon numarası zaten kullanılıyor',
  },
  邮箱格式不正确: { en: 'Invalid e-mail address', tr: 'Geçersiz e-posta adresi' },
  该邮箱已被使用: {
    en: 'This e-mail address is already in use',
    tr: 'Bu e-posta adresi zaten kullanılıyor',
  },
  请通过验证更换邮箱: {
    en: 'Change the e-mail address with a code and your password',
    tr: 'E-posta adresini bir kod ve şifrenizle değiştirin',
  },
  密码不正确: { en: 'Incorrect password', tr: 'Şifre hatalı' },
  手机号格式不正确: { en: 'Invalid phone number', tr: 'Geçersiz telefon numarası' },
  '头像只能是png、jpeg或webp图片': {
    en: 'The avatar must be a PNG, JPEG or WebP image',
    tr: 'Profil resmi PNG, JPEG veya WebP olmalıdır',
  },
  头像不能超过2MB: { en: 'The avatar may not exceed 2 MB', tr: 'Profil resmi 2 MB’ı aşamaz' },
  收款信息不完整或有误: {
    en: 'The payment information is incomplete or invalid',
    tr: 'Ödeme bilgileri eksik veya hatalı',
  },
} as const satisfies Record<string, { en: string; tr: string }>;

export type ProfileMessage = keyof typeof PROFILE_MESSAGES;

export function profileMessage(req: Request, message: ProfileMessage): string {
  // The key is the Chinese text; the other languages are written beside it.
  const texts: Partial<Localized> = PROFILE_MESSAGES[message];
  const language = languageParam(req);
  return (language && texts[language]) ?? message;
}
