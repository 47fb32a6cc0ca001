import type { Language } from '../store/state';
import type { CodeRefusal } from '../auth/codes';

type Texts = Record<Language, string>;

/** The account is locked (never says whether it exists): zh/en/tr, with the minutes left. */
export function lockedMessage(minutes: number, language: Language = 'zh'): string {
  const texts: Texts = {
    zh: `密码错误次数过多,账号已锁定,请${minutes}分钟后再试`,
    en: `Too many wrong passwords: the account is locked, try again in ${minutes} minutes`,
    tr: `Çok fazla hatalı şifre: hesap kilitlendi, ${minutes} dakika sonra tekrar deneyin`,
  };
  return texts[language];
}

/** Too many failures from one client address, whatever the accounts tried. */
export function addressLimitedMessage(minutes: number, language: Language = 'zh'): string {
  const texts: Texts = {
    zh: `此地址登录失败次数过多,请${minutes}分钟后再试`,
    en: `Too many failed sign-ins from this address, try again in ${minutes} minutes`,
    tr: `Bu adresten çok fazla başarısız giriş, ${minutes} dakika sonra tekrar deneyin`,
  };
  return texts[language];
}

const CAPTCHA_REQUIRED: Texts = {
  zh: '请输入图片验证码',
  en: 'Please enter the characters of the picture',
  tr: 'Lütfen resimdeki karakterleri girin',
};

export function captchaRequiredMessage(language: Language = 'zh'): string {
  return CAPTCHA_REQUIRED[language];
}

const CODE_REFUSALS: Record<CodeRefusal, Texts> = {
  tooSoon: {
    zh: '验证码发送过于频繁,请60秒后再试',
    en: 'A code was sent less than a minute ago, please wait 60 seconds',
    tr: 'Bir dakikadan kısa süre önce kod gönderildi, lütfen 60 saniye bekleyin',
  },
  dailyLimit: {
    zh: '今日验证码发送次数已达上限',
    en: 'No more codes can be sent to this number today',
    tr: 'Bu numaraya bugün daha fazla kod gönderilemez',
  },
};

export function codeRefusalMessage(refusal: CodeRefusal, language: Language = 'zh'): string {
  return CODE_REFUSALS[refusal][language];
}
