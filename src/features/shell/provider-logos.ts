// The 16 game-provider logos of the footer (spec §2, §9). The images are the seed's files under
// /media/providers; a unit test keeps this list equal to the seed's (server code stays out of the app).
export const providerLogos = [
  { slug: 'pragmatic-play', name: 'Pragmatic Play' },
  { slug: 'egt-digital', name: 'EGT Digital' },
  { slug: 'amusnet', name: 'Amusnet' },
  { slug: 'evolution', name: 'Evolution' },
  { slug: 'ezugi', name: 'Ezugi' },
  { slug: 'netent', name: 'NetEnt' },
  { slug: 'playn-go', name: "Play'n GO" },
  { slug: 'red-tiger', name: 'Red Tiger' },
  { slug: 'playson', name: 'Playson' },
  { slug: 'habanero', name: 'Habanero' },
  { slug: 'hacksaw-gaming', name: 'Hacksaw Gaming' },
  { slug: 'nolimit-city', name: 'Nolimit City' },
  { slug: 'spribe', name: 'Spribe' },
  { slug: 'wazdan', name: 'Wazdan' },
  { slug: 'bgaming', name: 'BGaming' },
  { slug: 'betsoft', name: 'Betsoft' },
] as const;

export const providerLogoUrl = (slug: string) => `/media/providers/${slug}.svg`;

/** The footer's support links from the site settings (enabled ones only, keys lowercased at start-up). */
export function supportLinks(settings: Record<string, string>) {
  const pick = (kind: 'whatsapp' | 'telegram') =>
    [1, 2].flatMap((n) => {
      const href = settings[`support-${kind}-${n}`];
      return href ? [{ kind, n, href }] : [];
    });
  return [...pick('whatsapp'), ...pick('telegram')];
}
