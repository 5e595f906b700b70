// Named selectors over the providers' settings actor.
import type { SnapshotFrom } from 'xstate';
import type { providersMachine } from './backoffice-providers.machine';

type ProvidersSnapshot = SnapshotFrom<typeof providersMachine>;

export const selectProviders = (snapshot: ProvidersSnapshot) => snapshot.context.providers;
export const selectProviderDraft = (snapshot: ProvidersSnapshot) => snapshot.context.draft;
/** The provider as stored, while its draft is open. */
export const selectEditedProvider = (snapshot: ProvidersSnapshot) => snapshot.context.providers?.find((p) => p.code === snapshot.context.draft?.code) ?? null;
export const selectIsProvidersBusy = (snapshot: ProvidersSnapshot) => snapshot.hasTag('loading');
export const selectHaveProvidersFailed = (snapshot: ProvidersSnapshot) => snapshot.hasTag('error');
export const selectCanSaveProvider = (snapshot: ProvidersSnapshot) => snapshot.can({ type: 'providers.saved' });
