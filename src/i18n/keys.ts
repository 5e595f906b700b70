// Every UI text key the app uses, with its Turkish and English text. The server's seed imports this
// list as the source of the app's translations (server/seed/base.ts), so the bootstrap's
// translationList carries each key in the player's language; the texts here are also the fallback
// when the bootstrap is unavailable. `{name}` marks a value filled in at run time.

export interface TranslationEntry {
  key: string;
  tr: string;
  en: string;
}

export const translationKeys = [
  // ---- navigation and page headings (route labels for breadcrumbs) ----
  { key: 'nav.home', tr: 'Ana Sayfa', en: 'Home' },
  { key: 'nav.slot', tr: 'Slot Oyunları', en: 'Slots' },
  { key: 'nav.liveCasino', tr: 'Canlı Casino', en: 'Live Casino' },
  { key: 'nav.bingo', tr: 'Tombala', en: 'Bingo' },
  { key: 'nav.games', tr: 'Oyunlar', en: 'Games' },
  { key: 'nav.tvbets', tr: 'TV Oyunları', en: 'TV Games' },
  { key: 'nav.play', tr: 'Oyun', en: 'Game' },
  { key: 'nav.liveSports', tr: 'Canlı Bahis', en: 'Live Sports' },
  { key: 'nav.sports', tr: 'Spor Bahisleri', en: 'Sports' },
  { key: 'nav.fcg', tr: 'FCG', en: 'FCG' },
  { key: 'nav.betco', tr: 'Betco', en: 'Betco' },
  { key: 'nav.promotions', tr: 'Promosyonlar', en: 'Promotions' },
  { key: 'nav.pages', tr: 'İçerikler', en: 'Contents' },
  { key: 'nav.page', tr: 'Sayfa', en: 'Page' },
  { key: 'nav.dashboard', tr: 'Hesabım', en: 'My Account' },
  { key: 'nav.deposit', tr: 'Para Yatır', en: 'Deposit' },
  { key: 'nav.withdraw', tr: 'Para Çek', en: 'Withdraw' },
  { key: 'nav.gameHistory', tr: 'Oyun Geçmişi', en: 'Game History' },
  { key: 'nav.bonuses', tr: 'Bonuslarım', en: 'Bonuses' },
  { key: 'nav.financialActivities', tr: 'Finansal Hareketler', en: 'Financial Activities' },
  { key: 'nav.sessionHistory', tr: 'Oturum Geçmişi', en: 'Session History' },
  { key: 'nav.account', tr: 'Kişisel Bilgiler', en: 'Personal Information' },
  { key: 'badge.highRate', tr: 'Yüksek Oran', en: 'High Rate' },
  { key: 'breadcrumb.label', tr: 'Bulunduğunuz sayfa', en: 'You are here' },

  { key: 'nav.liveTv', tr: 'Canlı TV', en: 'Live TV' },
  { key: 'nav.aboutUs', tr: 'Hakkımızda', en: 'About Us' },

  // ---- side menu (spec §2) ----
  { key: 'menu.open', tr: 'Menüyü aç', en: 'Open the menu' },
  { key: 'menu.title', tr: 'Menü', en: 'Menu' },
  { key: 'menu.casino', tr: 'Casino', en: 'Casino' },
  { key: 'menu.sports', tr: 'Spor', en: 'Sports' },
  { key: 'menu.more', tr: 'Diğer', en: 'More' },
  { key: 'menu.language', tr: 'Dil', en: 'Language' },
  { key: 'menu.selectLanguage', tr: 'Dil Seçiniz', en: 'Select Language' },
  { key: 'menu.followMe', tr: 'Bizi Takip Edin', en: 'Follow Me' },
  { key: 'menu.opensInNewTab', tr: '(yeni sekmede açılır)', en: '(opens in a new tab)' },
  { key: 'social.telegram', tr: 'Telegram', en: 'Telegram' },
  { key: 'social.twitter', tr: 'Twitter', en: 'Twitter' },
  { key: 'social.instagram', tr: 'Instagram', en: 'Instagram' },

  // ---- header and bottom bar ----
  { key: 'header.back', tr: 'Geri', en: 'Back' },
  { key: 'header.home', tr: 'Ana sayfaya git', en: 'Go to the home page' },
  { key: 'header.search', tr: 'Oyun ara', en: 'Search games' },
  { key: 'header.register', tr: 'Kayıt Ol', en: 'Register' },
  { key: 'header.login', tr: 'Giriş Yap', en: 'Login' },
  { key: 'header.claimReward', tr: 'Ödülünü Al', en: 'Claim Reward' },
  { key: 'header.deposit', tr: 'Para Yatır', en: 'Deposit' },
  { key: 'header.myAccount', tr: 'Hesabım', en: 'My Account' },
  { key: 'header.account', tr: 'Hesap', en: 'Account' },
  { key: 'header.balance', tr: 'Bakiye', en: 'Balance' },
  { key: 'header.logout', tr: 'Çıkış Yap', en: 'Logout' },
  { key: 'header.navigation', tr: 'Site menüsü', en: 'Site navigation' },

  // ---- login dialog ----
  { key: 'login.title', tr: 'Giriş Yap', en: 'Login' },
  { key: 'login.welcome', tr: 'Hesabınıza giriş yapın', en: 'Sign in to your account' },
  { key: 'login.username', tr: 'Kullanıcı Adı', en: 'Username' },
  { key: 'login.password', tr: 'Şifre', en: 'Password' },
  { key: 'login.submit', tr: 'Giriş Yap', en: 'Login' },
  { key: 'login.recovery', tr: 'Şifremi Unuttum', en: 'Recovery Password' },
  { key: 'login.notMember', tr: 'Üye değil misiniz?', en: 'Not a Member?' },
  { key: 'login.signUpNow', tr: 'Hemen Kayıt Olun!', en: 'Sign Up Now!' },
  { key: 'dialog.close', tr: 'Kapat', en: 'Close' },

  // ---- form validation (spec §5); {limit} is the length or value limit ----
  { key: 'validation.required', tr: 'Bu alan zorunludur.', en: 'This field is required.' },
  { key: 'validation.minLength', tr: 'En az {limit} karakter giriniz.', en: 'Enter at least {limit} characters.' },
  { key: 'validation.maxLength', tr: 'En fazla {limit} karakter giriniz.', en: 'Enter at most {limit} characters.' },
  { key: 'validation.pattern', tr: 'Geçersiz biçim.', en: 'Invalid format.' },
  { key: 'validation.email', tr: 'Geçerli bir e-posta adresi giriniz.', en: 'Enter a valid e-mail address.' },
  { key: 'validation.date', tr: 'Geçerli bir tarih giriniz.', en: 'Enter a valid date.' },
  { key: 'validation.type', tr: 'Geçersiz değer.', en: 'Invalid value.' },
  { key: 'validation.enum', tr: 'Listeden bir seçim yapınız.', en: 'Choose one of the options.' },
  { key: 'validation.min', tr: 'En az {limit} olmalıdır.', en: 'Must be at least {limit}.' },
  { key: 'validation.max', tr: 'En fazla {limit} olabilir.', en: 'Must be at most {limit}.' },
  { key: 'validation.minItems', tr: 'En az {limit} seçim yapınız.', en: 'Choose at least {limit}.' },
  { key: 'validation.maxItems', tr: 'En fazla {limit} seçim yapabilirsiniz.', en: 'Choose at most {limit}.' },
  { key: 'validation.mismatch', tr: 'Şifreler eşleşmiyor.', en: 'Passwords do not match.' },

  // ---- errors and start-up ----
  {
    key: 'errors.network',
    tr: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
    en: 'The server could not be reached. Check your connection and try again.',
  },
  { key: 'errors.unexpected', tr: 'Beklenmeyen bir hata oluştu.', en: 'Something went wrong.' },
  { key: 'startup.failedTitle', tr: 'Site şu anda yüklenemedi', en: 'The site could not be loaded' },
  {
    key: 'startup.failedText',
    tr: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
    en: 'The server could not be reached. Check your connection and try again.',
  },
  { key: 'startup.retry', tr: 'Tekrar Dene', en: 'Retry' },
  { key: 'common.loading', tr: 'Yükleniyor...', en: 'Loading...' },
  { key: 'notFound.title', tr: 'Sayfa bulunamadı', en: 'Page not found' },
  { key: 'notFound.back', tr: 'Ana sayfaya dön', en: 'Back to the home page' },

  // ---- home and footer ----
  { key: 'home.banners', tr: 'Kampanyalar', en: 'Campaigns' },
  { key: 'home.categories', tr: 'Oyun Kategorileri', en: 'Game Categories' },
  { key: 'footer.links', tr: 'Kurumsal', en: 'Information' },
  { key: 'footer.scrollTop', tr: 'Sayfanın başına dön', en: 'Back to top' },
] as const satisfies readonly TranslationEntry[];

export type TranslationKey = (typeof translationKeys)[number]['key'];
