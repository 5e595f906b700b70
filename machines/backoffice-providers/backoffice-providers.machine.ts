// Providers' settings (issue 16, Casino): the game providers as the server answers them (published,
// configured or what is missing, their enabled games, their settings). A provider opens as a draft: its
// publication and each field as text; a secret field starts empty and is sent only when the operator typed a
// new value (the server keeps the stored one otherwise and never answers it). Saving sends only what changed;
// the stored provider replaces the list's copy. Spawned by the casino screen's machine as `providers`.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { type OpsProvider, type ProviderChange, providersActors } from './backoffice-providers.actors';

export interface ProviderDraft {
  code: string;
  enabled: boolean;
  /** Each field as typed; a secret's is a new value or empty (keep the stored one). */
  values: Record<string, string>;
}

export interface ProvidersContext {
  providers: OpsProvider[] | null;
  draft: ProviderDraft | null;
}

export type ProvidersEvent =
  | { type: 'providers.retried' }
  | { type: 'providers.opened'; code: string }
  | { type: 'providers.enabled.changed'; value: boolean }
  | { type: 'providers.field.changed'; name: string; value: string }
  | { type: 'providers.saved' }
  | { type: 'providers.closed' };

const output = <T>(event: unknown) => (event as { output: T }).output;

export function draftOf(provider: OpsProvider): ProviderDraft {
  return { code: provider.code, enabled: provider.enabled, values: Object.fromEntries(provider.settings.map((s) => [s.name, s.secret ? '' : (s.value ?? '')])) };
}

/** What the server is sent: the publication if it changed, and the fields that changed (an emptied plain field removes it). */
export function changeOf(provider: OpsProvider, draft: ProviderDraft): ProviderChange {
  const settings: Record<string, string | null> = {};
  for (const field of provider.settings) {
    const typed = draft.values[field.name] ?? '';
    if (field.secret) {
      if (typed.trim()) settings[field.name] = typed.trim();
    } else if (typed.trim() !== (field.value ?? '')) settings[field.name] = typed.trim() || null;
  }
  return { ...(draft.enabled !== provider.enabled ? { enabled: draft.enabled } : {}), ...(Object.keys(settings).length > 0 ? { settings } : {}) };
}

const providerOf = (context: ProvidersContext) => context.providers?.find((p) => p.code === context.draft?.code) ?? null;

export const providersMachine = setup({
  types: { context: {} as ProvidersContext, events: {} as ProvidersEvent },
  // Provided at the app edge with the operator's API client: providersActors(api).
  actors: providersActors(apiNotProvided('backofficeProviders')),
  guards: {
    'is the provider there': ({ context, event }) => event.type === 'providers.opened' && (context.providers ?? []).some((p) => p.code === event.code),
    'has changes': ({ context }) => {
      const provider = providerOf(context);
      return provider !== null && context.draft !== null && Object.keys(changeOf(provider, context.draft)).length > 0;
    },
  },
  actions: {
    'keep providers': assign({ providers: ({ event }) => output<OpsProvider[]>(event) }),
    'open draft': assign({
      draft: ({ context, event }) => {
        const provider = event.type === 'providers.opened' ? context.providers?.find((p) => p.code === event.code) : undefined;
        return provider ? draftOf(provider) : null;
      },
    }),
    'set enabled': assign({ draft: ({ context, event }) => (context.draft && event.type === 'providers.enabled.changed' ? { ...context.draft, enabled: event.value } : context.draft) }),
    'set field': assign({
      draft: ({ context, event }) =>
        // Only the provider's own fields: an event cannot add one.
        context.draft && event.type === 'providers.field.changed' && event.name in context.draft.values
          ? { ...context.draft, values: { ...context.draft.values, [event.name]: event.value } }
          : context.draft,
    }),
    'keep saved provider': assign({
      providers: ({ context, event }) => {
        const saved = output<{ provider: OpsProvider }>(event).provider;
        return (context.providers ?? []).map((p) => (p.code === saved.code ? saved : p));
      },
      draft: null,
    }),
    'forget draft': assign({ draft: null }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeProviders',
  context: () => ({ providers: null, draft: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadProviders',
        src: 'loadProviders',
        onDone: { target: 'browsing', actions: 'keep providers' },
        onError: { target: 'failed', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'providers.retried': 'loading' },
    },
    browsing: {
      on: { 'providers.opened': { guard: 'is the provider there', target: 'editing', actions: 'open draft' } },
    },
    editing: {
      initial: 'idle',
      on: { 'providers.closed': { target: 'browsing', actions: 'forget draft' } },
      states: {
        idle: {
          on: {
            'providers.enabled.changed': { actions: 'set enabled' },
            'providers.field.changed': { actions: 'set field' },
            'providers.saved': { guard: 'has changes', target: 'saving' },
          },
        },
        saving: {
          tags: ['loading'],
          invoke: {
            id: 'saveProvider',
            src: 'saveProvider',
            input: ({ context }) => ({ code: context.draft!.code, change: changeOf(providerOf(context)!, context.draft!) }),
            onDone: {
              target: '#backofficeProviders.browsing',
              actions: ['keep saved provider', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }],
            },
            onError: { target: 'idle', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
