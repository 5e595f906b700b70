// Site-wide seed data: languages, the server-side texts of the footer, site options, the settings row,
// app settings and domains. Where the demo has its own values (social links, the trial bonus, the
// operator statement), `demo` picks them; without it an installation starts with neutral defaults
// that an operator fills in.
import { adultsOnlyBadgePath, creatorLogoPath, flagPath, licenseBadgePath, mediaUrl } from '../media/images';
import { aboutPageId } from './content-pages';

export interface LanguageSeed {
  locale: 'tr' | 'en';
  name: string;
  flagUrl: string;
  sort: number;
}

export const languageSeeds: LanguageSeed[] = [
  { locale: 'tr', name: 'Türkçe', flagUrl: mediaUrl(flagPath('tr')), sort: 1 },
  { locale: 'en', name: 'English', flagUrl: mediaUrl(flagPath('gb')), sort: 2 },
];

export interface TextSeed {
  key: string;
  tr: string;
  en: string;
}

/**
 * Texts the server owns (the app's own UI texts come from common/i18n/keys.ts): the footer's licence and
 * operator statement, the responsible-gaming line and the copyright. They are translations like any
 * other, so an operator edits them in the same place.
 */
export function serverTexts(demo: boolean): TextSeed[] {
  return [
    {
      key: 'footer.copyright',
      tr: '© 2024 Tüm hakları saklıdır.',
      en: '© 2024 All rights reserved.',
    },
    {
      key: 'footer.responsibleGaming',
      tr: '18 yaşından küçüklerin oyun oynaması yasaktır. Şans oyunları bağımlılık yapabilir; lütfen sorumlu oynayın.',
      en: 'Persons under 18 are not allowed to play. Gambling can be addictive; please play responsibly.',
    },
    {
      key: 'footer.about',
      tr: 'Slot, canlı casino, tombala, TV oyunları ve spor bahisleri tek hesapta. Haftanın her günü 24 saat canlı destek.',
      en: 'Slots, live casino, bingo, TV games and sports betting in one account. Live support 24 hours a day, every day.',
    },
    demo
      ? {
          key: 'footer.licenseStatement',
          tr:
            'Bu site bir tanıtım kurulumudur: Demo Gaming N.V. (sicil no. DEMO-000000) adına, DEMO-2024-001 ' +
            'numaralı örnek lisans bilgisiyle gösterilmektedir. Gerçek bir kurulumda burada operatörün unvanı, ' +
            'sicil numarası, lisansı veren kurum ve lisans numarası yer alır. Gerçek parayla oyun oynanamaz.',
          en:
            'This site is a demonstration installation shown on behalf of Demo Gaming N.V. (reg. no. ' +
            'DEMO-000000) with the sample licence DEMO-2024-001. A real installation names here the operator, ' +
            'its registration number, the licensing authority and the licence number. No real-money play.',
        }
      : {
          key: 'footer.licenseStatement',
          tr:
            'Bu sitedeki oyunlar, siteyi işleten şirketin sahip olduğu şans oyunları lisansı kapsamında ' +
            'sunulmaktadır. Lisans bilgilerini doğrulamak için lisans rozetine tıklayınız.',
          en:
            "The games on this site are offered under the gaming licence held by the site's operator. " +
            'Click the licence badge to verify the licence details.',
        },
  ];
}

export interface SiteOptionSeed {
  key: string;
  value: string;
  enabled: boolean;
  description: string;
}

/**
 * The site options the app reads (openapi SiteOption lists the known keys). Live chat stays disabled
 * in both modes: its ids belong to the operator's account with the chat provider, and a made-up id
 * would load a third-party script that cannot work.
 */
export function siteOptionSeeds(demo: boolean): SiteOptionSeed[] {
  const option = (key: string, description: string, demoValue = ''): SiteOptionSeed => ({
    key,
    value: demo ? demoValue : '',
    enabled: demo && demoValue !== '',
    description,
  });
  return [
    option('chat-site-id', 'Live chat widget: site id of the operator’s chat account (enable both chat options together).'),
    option('chat-div-id', 'Live chat widget: id of the element the chat button renders into.'),
    option('social-telegram', 'Follow Me: Telegram channel link.', 'https://t.me/demo_casino_tr'),
    option('social-twitter', 'Follow Me: X (Twitter) profile link.', 'https://x.com/demo_casino_tr'),
    option('social-instagram', 'Follow Me: Instagram profile link.', 'https://www.instagram.com/demo_casino_tr/'),
    option('support-whatsapp-1', 'Footer: first WhatsApp support link.', 'https://wa.me/908500000001'),
    option('support-whatsapp-2', 'Footer: second WhatsApp support link.', 'https://wa.me/908500000002'),
    option('support-telegram-1', 'Footer: first Telegram support link.', 'https://t.me/demo_casino_destek_1'),
    option('support-telegram-2', 'Footer: second Telegram support link.', 'https://t.me/demo_casino_destek_2'),
    option('license-url', 'Footer: where the licence badge links (the regulator’s validation page).', `/pages/${aboutPageId}`),
    {
      key: 'license-image-url',
      value: mediaUrl(licenseBadgePath),
      enabled: true,
      description: 'Footer: image of the licence badge (the regulator’s seal).',
    },
    {
      key: 'adults-only-image-url',
      value: mediaUrl(adultsOnlyBadgePath),
      enabled: true,
      description: 'Footer: the 18+ badge.',
    },
    {
      key: 'snowfall',
      // Off by default: the animation covers the page; an operator sets '1' for the winter season.
      value: '0',
      enabled: true,
      description: "Snowfall animation over the site: '1' shows it, '0' hides it.",
    },
    option('creator-url', 'Footer: where the creator logo links.', 'https://www.example.com/'),
    {
      key: 'creator-image-url',
      value: mediaUrl(creatorLogoPath),
      enabled: demo,
      description: 'Footer: the creator logo.',
    },
  ];
}

export interface SettingsSeed {
  trialBonusKurus: bigint;
  registrationActiveTab: 'full' | 'fast';
  activeSliderSlug: string | null;
  /** Empty: the site serves from whatever host it is reached on. */
  currentDomain: string;
}

export const demoSliderSlug = 'home';

export function settingsSeed(demo: boolean): SettingsSeed {
  return {
    // ₺100 trial bonus in the demo; none until an operator sets one.
    trialBonusKurus: demo ? 10_000n : 0n,
    registrationActiveTab: 'full',
    activeSliderSlug: demo ? demoSliderSlug : null,
    currentDomain: '',
  };
}
