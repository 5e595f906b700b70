// The footer's provider list is the seed's list of logo files, and support links come only from
// enabled settings.
import { describe, expect, it } from 'vitest';
import { providerLogos as seeded } from '../../../server/seed/media/images';
import { providerLogos, providerLogoUrl, supportLinks } from '../../../src/features/shell/provider-logos';

describe('footer data', () => {
  it('lists exactly the 16 provider logos the seed ships', () => {
    expect(providerLogos.map((logo) => logo.slug)).toEqual(seeded.map((logo) => logo.slug));
    expect(providerLogos).toHaveLength(16);
    expect(providerLogoUrl('spribe')).toBe('/media/providers/spribe.svg');
  });

  it('builds the two WhatsApp and two Telegram links from the settings that exist', () => {
    const links = supportLinks({
      'support-whatsapp-1': 'https://wa.me/1',
      'support-whatsapp-2': 'https://wa.me/2',
      'support-telegram-2': 'https://t.me/b',
    });
    expect(links).toEqual([
      { kind: 'whatsapp', n: 1, href: 'https://wa.me/1' },
      { kind: 'whatsapp', n: 2, href: 'https://wa.me/2' },
      { kind: 'telegram', n: 2, href: 'https://t.me/b' },
    ]);
  });
});
