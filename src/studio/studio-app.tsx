// A studio game page: the shell (header with the balance, sound switch, Fairness and info panels) around
// the game's own page, loaded from games/registry.ts by the engine the session names.
import { useSelector } from '@xstate/react';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import type { ApiClient } from '../../common/contract/client';
import {
  selectBalance,
  selectError,
  selectHasFailed,
  selectHasNoToken,
  selectOpenPanel,
  selectSession,
  selectSoundOn,
} from '../../machines/studio-shell/studio-shell.selectors';
import { button } from '../../styled-system/recipes/button';
import { studioShell } from '../../styled-system/recipes/studio-shell';
import { gamePages } from './games/registry';
import { type ShellTextKey, type StudioLang, shellTexts, type Translate, translator } from './i18n';
import { type MoneyFormatter, moneyFormatter } from './money';
import { FairnessPanel } from './shell/fairness-panel';
import { InfoIcon, ShieldIcon, SoundOffIcon, SoundOnIcon } from './shell/icons';
import type { StudioGameProps, StudioShellActor } from './types';

export interface StudioAppProps {
  shell: StudioShellActor;
  api: ApiClient;
  token: string;
  lang: StudioLang;
}

type LazyPart = ReturnType<typeof lazy<ComponentType<StudioGameProps>>>;
const lazyPages = new Map<string, LazyPart>();
const lazyInfos = new Map<string, LazyPart>();
const Nothing = () => null;

/** The game's page component (its module's default export), loaded on first render. */
function pageOf(game: string): LazyPart | null {
  const load = gamePages[game];
  if (!load) return null;
  let page = lazyPages.get(game);
  if (!page) lazyPages.set(game, (page = lazy(load)));
  return page;
}

/** The game's part of the info panel (its module's `GameInfo` export: paytable, rules), if it has one. */
function infoOf(game: string): LazyPart | null {
  const load = gamePages[game];
  if (!load) return null;
  let info = lazyInfos.get(game);
  if (!info) lazyInfos.set(game, (info = lazy(() => load().then((module) => ({ default: module.GameInfo ?? Nothing })))));
  return info;
}

export function StudioApp({ shell, api, token, lang }: StudioAppProps) {
  const t = useMemo(() => translator(shellTexts, lang), [lang]);
  const money = useMemo(() => moneyFormatter(lang), [lang]);
  const session = useSelector(shell, selectSession);
  const noToken = useSelector(shell, selectHasNoToken);
  const failed = useSelector(shell, selectHasFailed);
  const error = useSelector(shell, selectError);
  const styles = studioShell();

  if (noToken || failed) {
    return (
      <main className={styles.root}>
        <p className={styles.notice} data-kind="error" role="alert">
          {noToken ? t('noToken') : error}
        </p>
      </main>
    );
  }
  if (!session) {
    return (
      <main className={styles.root} aria-busy="true">
        <p className={styles.notice} role="status">
          {t('loading')}
        </p>
      </main>
    );
  }
  const Page = pageOf(session.gameCode) ?? pageOf(session.game);
  return (
    <main className={styles.root}>
      <StudioHeader shell={shell} t={t} money={money} title={session.gameName} />
      <section className={styles.stage} aria-label={session.gameName}>
        {Page ? (
          <Suspense fallback={<p className={styles.notice}>{t('loading')}</p>}>
            <Page token={token} lang={lang} api={api} shell={shell} session={session} money={money} />
          </Suspense>
        ) : (
          <p className={styles.notice} data-kind="error" role="alert">
            {t('unknownGame')}
          </p>
        )}
      </section>
      <StudioSheet shell={shell} t={t} money={money} lang={lang} props={{ token, lang, api, shell, session, money }} />
    </main>
  );
}

function StudioHeader({ shell, t, money, title }: { shell: StudioShellActor; t: Translate<ShellTextKey>; money: MoneyFormatter; title: string }) {
  const balance = useSelector(shell, selectBalance);
  const soundOn = useSelector(shell, selectSoundOn);
  const panel = useSelector(shell, selectOpenPanel);
  const styles = studioShell();
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      <span className={styles.balance}>
        <span data-part="name">{t('balance')}</span>
        <span data-part="amount" data-testid="studio-balance" aria-live="polite">
          {money(balance)}
        </span>
      </span>
      <span className={styles.tools}>
        <button
          type="button"
          className={styles.tool}
          aria-pressed={soundOn}
          aria-label={soundOn ? t('soundOn') : t('soundOff')}
          title={soundOn ? t('soundOn') : t('soundOff')}
          data-testid="studio-sound"
          onClick={() => shell.send({ type: 'sound.toggled' })}
        >
          {soundOn ? <SoundOnIcon /> : <SoundOffIcon />}
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-expanded={panel === 'fairness'}
          aria-label={t('fairness')}
          title={t('fairness')}
          data-testid="studio-fairness"
          onClick={() => shell.send({ type: 'panel.fairness.toggled' })}
        >
          <ShieldIcon />
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-expanded={panel === 'info'}
          aria-label={t('info')}
          title={t('info')}
          data-testid="studio-info"
          onClick={() => shell.send({ type: 'panel.info.toggled' })}
        >
          <InfoIcon />
        </button>
      </span>
    </header>
  );
}

/** The open panel, as a sheet over the stage: Fairness, or the game's info (RTP, limits, and the game's own part). */
function StudioSheet({ shell, t, money, lang, props }: { shell: StudioShellActor; t: Translate<ShellTextKey>; money: MoneyFormatter; lang: StudioLang; props: StudioGameProps }) {
  const panel = useSelector(shell, selectOpenPanel);
  const session = useSelector(shell, selectSession);
  const styles = studioShell();
  if (!panel || !session) return null;
  const GameInfo = infoOf(session.gameCode) ?? infoOf(session.game) ?? Nothing;
  const heading = panel === 'fairness' ? t('fairness') : t('info');
  return (
    <section className={styles.sheet} role="dialog" aria-label={heading} data-testid={`studio-${panel}-panel`}>
      <div className={styles.sheetHeader}>
        <h2>{heading}</h2>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => shell.send({ type: 'panel.closed' })}>
          {t('close')}
        </button>
      </div>
      {panel === 'fairness' ? (
        <FairnessPanel shell={shell} t={t} />
      ) : (
        <div data-testid="studio-info-text">
          <p>{t('rtp', { rtp: session.rtp.toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', { maximumFractionDigits: 2 }) })}</p>
          <p>{t('limits', { min: money(session.limits.min), max: money(session.limits.max) })}</p>
          <Suspense fallback={null}>
            <GameInfo {...props} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
