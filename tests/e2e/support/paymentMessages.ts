/** The payment rules' messages in English and Turkish (zh: the RMB and USD test). */
export const PAYMENT_MESSAGES = {
  en: {
    required: 'This field is required',
    mainland: 'RMB settlement needs a mainland China bank',
    accountRequired: 'Please enter the account number',
    digits: 'An RMB account number is 8 to 30 digits',
    format: 'The account number may only hold letters and digits (4 to 34)',
    iban: 'Invalid IBAN (wrong length or check digits)',
    joint: 'RMB settlement needs the joint bank number',
    jointFormat: 'The joint bank number is 12 digits',
    swift: 'USD settlement needs a SWIFT code',
    swiftFormat: 'A SWIFT code has 8 or 11 characters: this one is invalid',
  },
  tr: {
    required: 'Bu alan zorunludur',
    mainland: 'RMB ödemesi için Çin anakarasında bir banka gerekir',
    accountRequired: 'Lütfen hesap numarasını girin',
    digits: 'RMB hesap numarası 8 ile 30 rakamdan oluşur',
    format: 'Hesap numarası yalnızca harf ve rakam içerebilir (4 ile 34)',
    iban: 'Geçersiz IBAN (uzunluk veya kontrol basamakları hatalı)',
    joint: 'RMB ödemesi için şube kodu gerekir',
    jointFormat: 'Şube kodu 12 rakamdır',
    swift: 'USD ödemesi için SWIFT kodu gerekir',
    swiftFormat: 'SWIFT kodu 8 veya 11 karakterdir: bu kod geçersiz',
  },
};
