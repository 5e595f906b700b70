// The info panel's rules of a table or crash game (blackjack, crash): three paragraphs of rules and the
// game's own word on its RTP, from the game's texts; the shell adds the RTP line and the limits.
import type { StudioLang, Translate } from '../i18n';

export function GameRules({ t, rtp, lang }: { t: Translate<'rules1' | 'rules2' | 'rules3' | 'rtpNote'>; rtp: number; lang: StudioLang }) {
  return (
    <>
      <p>{t('rules1')}</p>
      <p>{t('rules2')}</p>
      <p>{t('rules3')}</p>
      <p>{t('rtpNote', { rtp: rtp.toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', { maximumFractionDigits: 2 }) })}</p>
    </>
  );
}
