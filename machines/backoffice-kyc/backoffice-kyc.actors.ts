// KYC review queue I/O: the documents in one status (opsListKycDocuments), a document's file fetched with
// the operator's token (opsDownloadKycDocument; the server audits the download) and handed to the
// screen as an object URL, and the decision (opsReviewKycDocument).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsKycDocument = components['schemas']['OpsKycDocument'];
export type KycDocumentStatus = components['schemas']['KycDocumentStatus'];

export const KYC_PAGE = 100;

export interface DocumentFile {
  /** An object URL of the bytes (the screen shows it; the machine releases it when the view closes). */
  url: string;
  contentType: string;
}

/** The KYC review queue's I/O, closing over the API client the app edge provides. */
export const kycQueueActors = (api: ApiClient) => ({
  listKycDocuments: fromPromise<OpsKycDocument[], { status: KycDocumentStatus }>(
    async ({ input, signal }) =>
      unwrap(await api.GET('/ops/kyc/documents', { params: { query: { status: input.status, take: KYC_PAGE } }, signal })).data.items,
  ),
  loadDocumentFile: fromPromise<DocumentFile, { id: number }>(async ({ input, signal }) => {
    // The client reads the body as a Blob (a refusal's JSON envelope comes back as `error`).
    const result = await api.GET('/ops/kyc/documents/{documentId}/file', {
      params: { path: { documentId: input.id } },
      parseAs: 'blob',
      signal,
    });
    const blob = unwrap(result as { data?: unknown; error?: unknown; response: Response }) as Blob;
    return { url: URL.createObjectURL(blob), contentType: result.response.headers.get('content-type') ?? blob.type };
  }),
  reviewKycDocument: fromPromise<string, { id: number; approve: boolean; reason: string }>(async ({ input, signal }) => {
    const body = input.approve ? { decision: 'approve' as const } : { decision: 'reject' as const, reason: input.reason };
    return unwrap(await api.POST('/ops/kyc/documents/{documentId}/review', { params: { path: { documentId: input.id } }, body, signal })).message;
  }),
});
