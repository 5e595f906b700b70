// The back office's edge: its own API client (the operator's bearer token, kept in this tab's
// sessionStorage, never the player's), the root actor with the UI effects and the activity watcher
// provided, and the language (the site's `lang` key, so one choice serves both).
import { createActor, fromCallback } from 'xstate';
import { ApiError, apiBaseUrl, createApiClient, writeKeysMiddleware } from '../../../common/contract/client';
import { withRetries } from '../../api/retry';
import type { OperatorSession } from '../../../machines/backoffice-sign-in/backoffice-sign-in.actors';
import { backofficeMachine } from '../../../machines/backoffice-app/backoffice-app.machine';
import { createSignalRConnection } from '../../../machines/hub/hub.actors';
import { contentMachine } from '../../../machines/backoffice-content/backoffice-content.machine';
import { siteContentMachine } from '../../../machines/backoffice-site-content/backoffice-site-content.machine';
import { casinoMachine } from '../../../machines/backoffice-casino/backoffice-casino.machine';
import { providersMachine } from '../../../machines/backoffice-providers/backoffice-providers.machine';
import { tombalaRoomsMachine } from '../../../machines/backoffice-tombala-rooms/backoffice-tombala-rooms.machine';
import { sportsTraderMachine } from '../../../machines/backoffice-sports/backoffice-sports.machine';
import { bonusGrantsMachine } from '../../../machines/backoffice-bonus-grants/backoffice-bonus-grants.machine';
import { campaignsMachine } from '../../../machines/backoffice-campaigns/backoffice-campaigns.machine';
import { playersMachine } from '../../../machines/backoffice-players/backoffice-players.machine';
import { protectionMachine } from '../../../machines/backoffice-protection/backoffice-protection.machine';
import { stakeFactorMachine } from '../../../machines/backoffice-stake-factor/backoffice-stake-factor.machine';
import { queueMachine } from '../../../machines/backoffice-queue/backoffice-queue.machine';
import { approvalsMachine } from '../../../machines/backoffice-approvals/backoffice-approvals.machine';
import { auditMachine } from '../../../machines/backoffice-audit/backoffice-audit.machine';
import { notifyMachine } from '../../../machines/backoffice-notify/backoffice-notify.machine';
import { supportMachine } from '../../../machines/backoffice-support/backoffice-support.machine';
import { kycQueueMachine } from '../../../machines/backoffice-kyc/backoffice-kyc.machine';
import { amlCasesMachine } from '../../../machines/backoffice-kyc-aml/backoffice-kyc-aml.machine';
import { complianceSettingsMachine } from '../../../machines/backoffice-kyc-settings/backoffice-kyc-settings.machine';
import { operatorsMachine } from '../../../machines/backoffice-operators/backoffice-operators.machine';
import { reportsMachine } from '../../../machines/backoffice-reports/backoffice-reports.machine';
import { notify } from '../../ui/toaster';
import { type BackofficeLocale, translator } from '../i18n';

const SESSION_KEY = 'operatorSession';

export function storedLocale(): BackofficeLocale {
  try {
    return window.localStorage.getItem('lang') === 'en' ? 'en' : 'tr';
  } catch {
    return 'tr';
  }
}

function readSession(): OperatorSession | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? 'null') as OperatorSession | null;
    return stored && Date.parse(stored.expiresAt) > Date.now() ? stored : null;
  } catch {
    return null;
  }
}

/** A stable per-browser id, as the player's app sends (the server logs it with the operator's actions). */
function fingerprint(): string {
  try {
    let value = window.localStorage.getItem('operatorFingerprint');
    if (!value) {
      value = crypto.randomUUID();
      window.localStorage.setItem('operatorFingerprint', value);
    }
    return value;
  } catch {
    return 'no-storage';
  }
}

export function createBackoffice() {
  const locale = storedLocale();
  const t = translator(locale);
  let token: string | null = readSession()?.token ?? null;
  // Every call the operator's screens make is activity the server counts (its idle clock), so the
  // app's clock restarts on each one, through the actor the machine invokes while signed in.
  const activity = new Set<() => void>();
  let unauthorized = () => {};
  const api = createApiClient({
    baseUrl: apiBaseUrl(window.location.origin),
    // A write carries a key (below), so it is sent again as safely as a read when an instance restarts.
    fetch: withRetries((request) => globalThis.fetch(request)),
    getToken: () => token,
    getLocale: () => locale,
    getFingerprint: fingerprint,
    onUnauthorized: () => unauthorized(),
    requests: {
      started: () => {
        for (const listener of activity) listener();
      },
      settled: () => {},
      watch: () => () => {},
    },
  });
  api.use(writeKeysMiddleware((url) => url.pathname.includes('/ops/auth/')));
  const machine = backofficeMachine.provide({
    actions: {
      'store session': (_, params: { session: OperatorSession | null }) => {
        token = params.session?.token ?? null;
        try {
          if (params.session) window.sessionStorage.setItem(SESSION_KEY, JSON.stringify({ ...params.session, recoveryCodes: [] }));
          else window.sessionStorage.removeItem(SESSION_KEY);
        } catch {
          // Private mode: the session lasts as long as the page.
        }
      },
    },
    actors: {
      watchActivity: fromCallback<{ type: 'operator.active' }>(({ sendBack }) => {
        const listener = () => sendBack({ type: 'operator.active' });
        activity.add(listener);
        return () => activity.delete(listener);
      }),
      queue: queueMachine.provide({ actions: screenEffects(t) }),
      players: playersMachine.provide({
        actions: screenEffects(t),
        actors: { playerProtection: protectionMachine.provide({ actions: screenEffects(t) }), stakeFactor: stakeFactorMachine.provide({ actions: screenEffects(t) }) },
      }),
      approvals: approvalsMachine.provide({ actions: screenEffects(t) }),
      audit: auditMachine.provide({ actions: screenEffects(t) }),
      notify: notifyMachine.provide({ actions: screenEffects(t) }),
      support: supportMachine.provide({ actions: screenEffects(t) }),
      operators: operatorsMachine.provide({ actions: screenEffects(t) }),
      reports: reportsMachine.provide({ actions: { ...screenEffects(t), 'save file': (_, params) => saveFile(params.filename, params.text) } }),
      content: contentMachine.provide({ actions: screenEffects(t) }),
      kyc: kycQueueMachine.provide({ actions: { ...screenEffects(t), 'release file': (_, params) => (params.url ? URL.revokeObjectURL(params.url) : undefined) } }),
      aml: amlCasesMachine.provide({ actions: screenEffects(t), actors: { complianceSettings: complianceSettingsMachine.provide({ actions: screenEffects(t) }) } }),
      site: siteContentMachine.provide({ actions: screenEffects(t) }),
      casino: casinoMachine.provide({ actions: screenEffects(t), actors: { providers: providersMachine.provide({ actions: screenEffects(t) }) } }),
      tombala: tombalaRoomsMachine.provide({ actions: screenEffects(t) }),
      campaigns: campaignsMachine.provide({ actions: screenEffects(t), actors: { grants: bonusGrantsMachine.provide({ actions: screenEffects(t) }) } }),
      sports: sportsTraderMachine.provide({ actions: screenEffects(t) }),
    },
  });
  const hub = { createConnection: createSignalRConnection, origin: window.location.origin, getFingerprint: fingerprint };
  const actor = createActor(machine, { input: { api, restored: readSession(), hub } });
  unauthorized = () => actor.send({ type: 'operator.unauthorized' });
  return { actor, locale, t };
}

/** Saves text the server made (a report's CSV) as a download. */
function saveFile(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; release it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The toasts every screen's machine names: the server's words, or the network message. */
function screenEffects(t: ReturnType<typeof translator>) {
  return {
    'notify success': (_: unknown, params: { message: string }) => {
      if (params.message) notify.success(params.message);
    },
    'notify failure': (_: unknown, params: { error: unknown }) => {
      notify.error(params.error instanceof ApiError && params.error.message ? params.error.message : t('signIn.network'));
    },
  };
}

export type BackofficeActor = ReturnType<typeof createBackoffice>['actor'];
