// Compliance settings I/O: what a verification tier allows for withdrawals, how long a document
// counts and how long files are kept, the AML thresholds and patterns, and the limits' cooling-off
// (opsGetComplianceSettings / opsUpdateComplianceSettings).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type ComplianceSettings = components['schemas']['OpsComplianceSettings'];

/** The compliance settings' I/O, closing over the API client the app edge provides. */
export const complianceSettingsActors = (api: ApiClient) => ({
  loadComplianceSettings: fromPromise<ComplianceSettings>(async ({ signal }) => unwrap(await api.GET('/ops/compliance/settings', { signal })).data),
  saveComplianceSettings: fromPromise<{ settings: ComplianceSettings; message: string }, { settings: ComplianceSettings }>(async ({ input, signal }) => {
    const answer = unwrap(await api.POST('/ops/compliance/settings', { body: input.settings, signal }));
    return { settings: answer.data, message: answer.message };
  }),
});
