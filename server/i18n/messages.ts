// The server's message catalogue: every text the API sends to a player, in Turkish (default) and English.
// Handlers and the error handler refer to messages by key; `{name}` placeholders are filled by translate().
// The core texts live here; each area adds its own from ./areas/<area>.ts.
import { accountsMessages } from './areas/accounts';
import { casinoMessages } from './areas/casino';
import { customerMessages } from './areas/customer';
import { paymentsMessages } from './areas/payments';
import { operatorsMessages } from './areas/operators';
import { studioMessages } from './areas/studio';
import { sportsMessages } from './areas/sports';
import { sportsLiveMessages } from './areas/sports-live';
import { bonusesMessages } from './areas/bonuses';
import { backofficeMessages } from './areas/backoffice';
import { backofficeAdminMessages } from './areas/backoffice-admin';
import { kycMessages } from './areas/kyc';
import { protectionMessages } from './areas/protection';
import { backofficeContentMessages } from './areas/backoffice-content';
import { supportMessages } from './areas/support';

export const locales = ['tr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'tr';

const tr = {
  // validation (the field label comes from ./fields)
  'validation.required': '{field} zorunludur',
  'validation.minLength': '{field} en az {limit} karakter olmalıdır',
  'validation.maxLength': '{field} en fazla {limit} karakter olmalıdır',
  'validation.exactLength': '{field} tam olarak {limit} karakter olmalıdır',
  'validation.digitsOnly': '{field} yalnızca rakamlardan oluşmalıdır',
  'validation.digitsExact': '{field} {limit} haneli bir sayı olmalıdır',
  'validation.lettersAndDigits': '{field} yalnızca harf ve rakamlardan oluşmalıdır',
  'validation.pattern': '{field} geçerli biçimde değil',
  'validation.format.email': '{field} geçerli bir e-posta adresi olmalıdır',
  'validation.format.date': '{field} geçerli bir tarih (YYYY-AA-GG) olmalıdır',
  'validation.format.uri': '{field} geçerli bir adres olmalıdır',
  'validation.format': '{field} geçerli biçimde değil',
  'validation.type': '{field} {type} olmalıdır',
  'validation.enum': '{field} şu değerlerden biri olmalıdır: {values}',
  'validation.const': '{field} geçersiz',
  'validation.minimum': '{field} en az {limit} olmalıdır',
  'validation.maximum': '{field} en fazla {limit} olmalıdır',
  'validation.exclusiveMinimum': '{field} {limit} değerinden büyük olmalıdır',
  'validation.exclusiveMaximum': '{field} {limit} değerinden küçük olmalıdır',
  'validation.multipleOf': '{field} {limit} değerinin katı olmalıdır',
  'validation.decimals': '{field} en fazla {limit} ondalık basamak içerebilir',
  'validation.minItems': '{field} en az {limit} öğe içermelidir',
  'validation.maxItems': '{field} en fazla {limit} öğe içermelidir',
  'validation.uniqueItems': '{field} aynı öğeyi birden fazla içeremez',
  'validation.additionalProperties': 'Bilinmeyen alan gönderildi: {property}',
  'validation.invalid': '{field} geçersiz',
  'validation.invalidCharacters': '{field} geçersiz karakterler içeriyor',
  'validation.bodyMissing': 'İstek gövdesi eksik veya geçersiz; bir JSON nesnesi gönderin',
  'type.string': 'metin',
  'type.number': 'sayı',
  'type.integer': 'tam sayı',
  'type.boolean': 'doğru/yanlış değeri',
  'type.object': 'nesne',
  'type.array': 'liste',
  'type.null': 'boş',

  // transport and routing
  'errors.invalidJson': 'İstek gövdesi geçerli bir JSON değil',
  'errors.emptyJson': 'İstek gövdesi boş olamaz',
  'errors.unsupportedMediaType': 'Desteklenmeyen içerik türü; istek gövdesini application/json olarak gönderin',
  'errors.payloadTooLarge': 'İstek gövdesi çok büyük',
  'errors.headersTooLarge': 'İstek başlıkları çok büyük',
  'errors.requestTimeout': 'İstek zamanında tamamlanmadı',
  'errors.badRequest': 'İstek geçersiz',
  'errors.badUrl': 'İstek adresi geçersiz',
  'errors.notFound': 'İstenen adres bulunamadı',
  'errors.unauthorized': 'Oturumunuz sona erdi, lütfen yeniden giriş yapın',
  'errors.forbidden': 'Bu işlem için yetkiniz yok',
  'errors.tooManyRequests': 'Çok fazla istek gönderildi, lütfen biraz sonra yeniden deneyin',
  'errors.notImplemented': 'Bu işlem henüz kullanılamıyor',
  'errors.internal': 'Beklenmeyen bir hata oluştu, lütfen daha sonra yeniden deneyin (hata kodu: {requestId})',
  'errors.unavailable': 'Hizmet şu anda kullanılamıyor, lütfen daha sonra yeniden deneyin',
  'errors.hostNotAllowed': 'Bu adres üzerinden bağlantı oluşturulamıyor; siteyi kendi adresinden açın (yönetici PUBLIC_URL veya ALLOWED_ORIGINS ayarlamalı)',

  // auth
  'auth.invalidCredentials': 'Kullanıcı adı veya şifre hatalı',
  'auth.accountLocked':
    'Çok sayıda hatalı giriş denemesi nedeniyle hesabınız kilitlendi; {minutes} dakika sonra yeniden deneyin',
  'auth.accountDisabled': 'Hesabınız kullanıma kapalı, lütfen canlı destek ile iletişime geçin',
  'auth.loginSuccess': 'Hoş geldiniz, {username}!',
  'auth.logoutSuccess': 'Çıkış yapıldı',
  'auth.keepAlive': 'Oturumunuz uzatıldı',
  'auth.attack.title': 'Hesabınıza çok sayıda hatalı giriş denemesi',
  'auth.attack.note':
    'Tanımadığımız cihazlardan hesabınıza çok sayıda hatalı şifreyle giriş denendi; bu denemeler bir süre durduruldu. Siz değilseniz şifrenizi değiştirin. Daha önce giriş yaptığınız cihazlardan girişiniz etkilenmez.',
  'auth.mail.attackSubject': 'Hesabınıza hatalı giriş denemeleri',
  'auth.mail.attackBody':
    'Merhaba {name},\n\nTanımadığımız cihazlardan hesabınıza çok sayıda hatalı şifreyle giriş denendi; bu denemeler bir süre durduruldu. Siz değilseniz şifrenizi değiştirin. Daha önce giriş yaptığınız cihazlardan girişiniz etkilenmez.',
} as const;

type CoreKey = keyof typeof tr;
// One area a line, so areas added side by side merge without a conflict.
const areas = [
  accountsMessages,
  casinoMessages,
  customerMessages,
  paymentsMessages,
  operatorsMessages,
  studioMessages,
  bonusesMessages,
  backofficeMessages,
  backofficeAdminMessages,
  sportsMessages,
  sportsLiveMessages,
  kycMessages,
  protectionMessages,
  backofficeContentMessages,
  supportMessages,
] as const;
// Distributed over the areas: keyof of their union would keep only the keys every area shares (none).
type KeysOfArea<A> = A extends { tr: Record<infer K, string> } ? K : never;
type AreaKey = KeysOfArea<(typeof areas)[number]>;
export type MessageKey = CoreKey | AreaKey;

const en: Record<CoreKey, string> = {
  'validation.required': '{field} is required',
  'validation.minLength': '{field} must be at least {limit} characters',
  'validation.maxLength': '{field} must be at most {limit} characters',
  'validation.exactLength': '{field} must be exactly {limit} characters',
  'validation.digitsOnly': '{field} must contain digits only',
  'validation.digitsExact': '{field} must be exactly {limit} digits',
  'validation.lettersAndDigits': '{field} must contain letters and digits only',
  'validation.pattern': '{field} is not in a valid format',
  'validation.format.email': '{field} must be a valid e-mail address',
  'validation.format.date': '{field} must be a valid date (YYYY-MM-DD)',
  'validation.format.uri': '{field} must be a valid address',
  'validation.format': '{field} is not in a valid format',
  'validation.type': '{field} must be a {type}',
  'validation.enum': '{field} must be one of: {values}',
  'validation.const': '{field} is invalid',
  'validation.minimum': '{field} must be at least {limit}',
  'validation.maximum': '{field} must be at most {limit}',
  'validation.exclusiveMinimum': '{field} must be greater than {limit}',
  'validation.exclusiveMaximum': '{field} must be less than {limit}',
  'validation.multipleOf': '{field} must be a multiple of {limit}',
  'validation.decimals': '{field} can have at most {limit} decimals',
  'validation.minItems': '{field} must contain at least {limit} item(s)',
  'validation.maxItems': '{field} must contain at most {limit} item(s)',
  'validation.uniqueItems': '{field} must not contain the same item twice',
  'validation.additionalProperties': 'Unknown field sent: {property}',
  'validation.invalid': '{field} is invalid',
  'validation.invalidCharacters': '{field} contains invalid characters',
  'validation.bodyMissing': 'The request body is missing or invalid; send a JSON object',
  'type.string': 'text',
  'type.number': 'number',
  'type.integer': 'whole number',
  'type.boolean': 'true/false value',
  'type.object': 'object',
  'type.array': 'list',
  'type.null': 'empty value',

  'errors.invalidJson': 'The request body is not valid JSON',
  'errors.emptyJson': 'The request body must not be empty',
  'errors.unsupportedMediaType': 'Unsupported content type; send the request body as application/json',
  'errors.payloadTooLarge': 'The request body is too large',
  'errors.headersTooLarge': 'The request headers are too large',
  'errors.requestTimeout': 'The request was not completed in time',
  'errors.badRequest': 'The request is invalid',
  'errors.badUrl': 'The request address is invalid',
  'errors.notFound': 'The requested address was not found',
  'errors.unauthorized': 'Your session has ended, please log in again',
  'errors.forbidden': 'You are not allowed to do this',
  'errors.tooManyRequests': 'Too many requests, please try again in a moment',
  'errors.notImplemented': 'This action is not available yet',
  'errors.internal': 'An unexpected error occurred, please try again later (error code: {requestId})',
  'errors.unavailable': 'The service is unavailable right now, please try again later',
  'errors.hostNotAllowed': "Links cannot be made for this address; open the site at its own address (the operator must set PUBLIC_URL or ALLOWED_ORIGINS)",

  'auth.invalidCredentials': 'Wrong username or password',
  'auth.accountLocked': 'Your account is locked after too many failed logins; try again in {minutes} minutes',
  'auth.accountDisabled': 'Your account is closed, please contact live support',
  'auth.loginSuccess': 'Welcome, {username}!',
  'auth.logoutSuccess': 'You are logged out',
  'auth.keepAlive': 'Your session was extended',
  'auth.attack.title': 'Many failed logins on your account',
  'auth.attack.note':
    'Someone tried to log in to your account with wrong passwords from devices we do not know; those attempts are paused for a while. If it was not you, change your password. Logging in from devices you used before is not affected.',
  'auth.mail.attackSubject': 'Failed login attempts on your account',
  'auth.mail.attackBody':
    'Hello {name},\n\nSomeone tried to log in to your account with wrong passwords from devices we do not know; those attempts are paused for a while. If it was not you, change your password. Logging in from devices you used before is not affected.',
};

function merged(locale: Locale, core: Record<CoreKey, string>): Record<MessageKey, string> {
  const all: Record<string, string> = { ...core };
  for (const area of areas) {
    for (const [key, text] of Object.entries(area[locale] as Record<string, string>)) {
      // Two areas claiming one key would silently show the wrong sentence somewhere.
      if (key in all) throw new Error(`message key ${key} is defined twice`);
      all[key] = text;
    }
  }
  return all as Record<MessageKey, string>;
}

export const catalogue: Record<Locale, Record<MessageKey, string>> = { tr: merged('tr', tr), en: merged('en', en) };
