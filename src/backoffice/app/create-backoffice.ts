// The back office's edge: its own API client (the operator's bearer token, kept in this tab's
// sessionStorage, never the player's), the root actor with the UI effects, the activity watcher and
// every flow's actors (each given the client; no machine holds it) provided, and the language (the
// site's `lang` key, so one choice serves both).
import { createActor, fromCallback } from 'xstate';
import { ApiError, apiBaseUrl, createApiClient, writeKeysMiddleware } from '../../../common/contract/client';
import { withRetries } from '../../api/retry';
import type { OperatorSession } from '../../../machines/backoffice-sign-in/backoffice-sign-in.actors';
import { backofficeMachine } from '../../../machines/backoffice-app/backoffice-app.machine';
import { backofficeActors } from '../../../machines/backoffice-app/backoffice-app.actors';
import { signInMachine } from '../../../machines/backoffice-sign-in/backoffice-sign-in.machine';
import { signInActors } from '../../../machines/backoffice-sign-in/backoffice-sign-in.actors';
import { createSignalRConnection } from '../../../machines/hub/hub.actors';
import { contentMachine } from '../../../machines/backoffice-content/backoffice-content.machine';
import { contentActors } from '../../../machines/backoffice-content/backoffice-content.actors';
import { siteContentMachine } from '../../../machines/backoffice-site-content/backoffice-site-content.machine';
import { siteContentActors } from '../../../machines/backoffice-site-content/backoffice-site-content.actors';
import { casinoMachine } from '../../../machines/backoffice-casino/backoffice-casino.machine';
import { casinoActors } from '../../../machines/backoffice-casino/backoffice-casino.actors';
import { providersMachine } from '../../../machines/backoffice-providers/backoffice-providers.machine';
import { providersActors } from '../../../machines/backoffice-providers/backoffice-providers.actors';
import { tombalaRoomsMachine } from '../../../machines/backoffice-tombala-rooms/backoffice-tombala-rooms.machine';
import { tombalaRoomsActors } from '../../../machines/backoffice-tombala-rooms/backoffice-tombala-rooms.actors';
import { sportsTraderMachine } from '../../../machines/backoffice-sports/backoffice-sports.machine';
import { sportsTraderActors } from '../../../machines/backoffice-sports/backoffice-sports.actors';
import { bonusGrantsMachine } from '../../../machines/backoffice-bonus-grants/backoffice-bonus-grants.machine';
import { bonusGrantsActors } from '../../../machines/backoffice-bonus-grants/backoffice-bonus-grants.actors';
import { campaignsMachine } from '../../../machines/backoffice-campaigns/backoffice-campaigns.machine';
import { campaignsActors } from '../../../machines/backoffice-campaigns/backoffice-campaigns.actors';
import { overviewMachine } from '../../../machines/backoffice-overview/backoffice-overview.machine';
import { overviewActors } from '../../../machines/backoffice-overview/backoffice-overview.actors';
import { playersMachine } from '../../../machines/backoffice-players/backoffice-players.machine';
import { playersActors } from '../../../machines/backoffice-players/backoffice-players.actors';
import { protectionMachine } from '../../../machines/backoffice-protection/backoffice-protection.machine';
import { protectionActors } from '../../../machines/backoffice-protection/backoffice-protection.actors';
import { stakeFactorMachine } from '../../../machines/backoffice-stake-factor/backoffice-stake-factor.machine';
import { stakeFactorActors } from '../../../machines/backoffice-stake-factor/backoffice-stake-factor.actors';
import { queueMachine } from '../../../machines/backoffice-queue/backoffice-queue.machine';
import { queueActors } from '../../../machines/backoffice-queue/backoffice-queue.actors';
import { approvalsMachine } from '../../../machines/backoffice-approvals/backoffice-approvals.machine';
import { approvalsActors } from '../../../machines/backoffice-approvals/backoffice-approvals.actors';
import { auditMachine } from '../../../machines/backoffice-audit/backoffice-audit.machine';
import { auditActors } from '../../../machines/backoffice-audit/backoffice-audit.actors';
import { notifyMachine } from '../../../machines/backoffice-notify/backoffice-notify.machine';
import { notifyActors } from '../../../machines/backoffice-notify/backoffice-notify.actors';
import { supportMachine } from '../../../machines/backoffice-support/backoffice-support.machine';
import { supportActors } from '../../../machines/backoffice-support/backoffice-support.actors';
import { kycQueueMachine } from '../../../machines/backoffice-kyc/backoffice-kyc.machine';
import { kycQueueActors } from '../../../machines/backoffice-kyc/backoffice-kyc.actors';
import { amlCasesMachine } from '../../../machines/backoffice-kyc-aml/backoffice-kyc-aml.machine';
import { amlCasesActors } from '../../../machines/backoffice-kyc-aml/backoffice-kyc-aml.actors';
import { complianceSettingsMachine } from '../../../machines/backoffice-kyc-settings/backoffice-kyc-settings.machine';
import { complianceSettingsActors } from '../../../machines/backoffice-kyc-settings/backoffice-kyc-settings.actors';
import { operatorsMachine } from '../../../machines/backoffice-operators/backoffice-operators.machine';
import { operatorsActors } from '../../../machines/backoffice-operators/backoffice-operators.actors';
import { reportsMachine } from '../../../machines/backoffice-reports/backoffice-reports.machine';
import { reportsActors } from '../../../machines/backoffice-reports/backoffice-reports.actors';
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
      ...backofficeActors(api),
      signIn: signInMachine.provide({ actors: signInActors(api) }),
      watchActivity: fromCallback<{ type: 'operator.active' }>(({ sendBack }) => {
        const listener = () => sendBack({ type: 'operator.active' });
        activity.add(listener);
        return () => activity.delete(listener);
      }),
      overview: overviewMachine.provide({ actors: overviewActors(api) }),
      queue: queueMachine.provide({ actions: screenEffects(t), actors: queueActors(api) }),
      players: playersMachine.provide({
        actions: screenEffects(t),
        actors: {
          ...playersActors(api),
          playerProtection: protectionMachine.provide({ actions: screenEffects(t), actors: protectionActors(api) }),
          stakeFactor: stakeFactorMachine.provide({ actions: screenEffects(t), actors: stakeFactorActors(api) }),
        },
      }),
      approvals: approvalsMachine.provide({ actions: screenEffects(t), actors: approvalsActors(api) }),
      audit: auditMachine.provide({ actions: screenEffects(t), actors: auditActors(api) }),
      notify: notifyMachine.provide({ actions: screenEffects(t), actors: notifyActors(api) }),
      support: supportMachine.provide({ actions: screenEffects(t), actors: supportActors(api) }),
      operators: operatorsMachine.provide({ actions: screenEffects(t), actors: operatorsActors(api) }),
      reports: reportsMachine.provide({ actions: { ...screenEffects(t), 'save file': (_, params) => saveFile(params.filename, params.text) }, actors: reportsActors(api) }),
      content: contentMachine.provide({ actions: screenEffects(t), actors: contentActors(api) }),
      kyc: kycQueueMachine.provide({ actions: { ...screenEffects(t), 'release file': (_, params) => (params.url ? URL.revokeObjectURL(params.url) : undefined) }, actors: kycQueueActors(api) }),
      aml: amlCasesMachine.provide({
        actions: screenEffects(t),
        actors: { ...amlCasesActors(api), complianceSettings: complianceSettingsMachine.provide({ actions: screenEffects(t), actors: complianceSettingsActors(api) }) },
      }),
      site: siteContentMachine.provide({ actions: screenEffects(t), actors: siteContentActors(api) }),
      casino: casinoMachine.provide({
        actions: screenEffects(t),
        actors: { ...casinoActors(api), providers: providersMachine.provide({ actions: screenEffects(t), actors: providersActors(api) }) },
      }),
      tombala: tombalaRoomsMachine.provide({ actions: screenEffects(t), actors: tombalaRoomsActors(api) }),
      campaigns: campaignsMachine.provide({
        actions: screenEffects(t),
        actors: { ...campaignsActors(api), grants: bonusGrantsMachine.provide({ actions: screenEffects(t), actors: bonusGrantsActors(api) }) },
      }),
      sports: sportsTraderMachine.provide({ actions: screenEffects(t), actors: sportsTraderActors(api) }),
    },
  });
  const hub = { createConnection: createSignalRConnection, origin: window.location.origin, getFingerprint: fingerprint };
  const actor = createActor(machine, { input: { restored: readSession(), hub } });
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
