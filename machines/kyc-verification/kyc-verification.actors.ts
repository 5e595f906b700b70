// Verification I/O: the player's tier and documents (two reads, one answer), and a document's upload as
// the file's raw bytes through the typed client, sent with XMLHttpRequest so the upload reports its
// progress (fetch cannot); the client's middleware still adds the token, language and fingerprint.
import { fromCallback, fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type Verification = components['schemas']['KycVerification'];
export type KycDocument = components['schemas']['KycDocument'];
export type KycDocumentKind = components['schemas']['KycDocumentKind'];

export interface VerificationData {
  verification: Verification;
  documents: KycDocument[];
}

const loadVerification = (api: ApiClient) => fromPromise<VerificationData>(async ({ signal }) => {
  const [verification, documents] = await Promise.all([
    api.GET('/kyc/verification', { signal }),
    api.GET('/kyc/documents', { signal }),
  ]);
  return { verification: unwrap(verification).data, documents: unwrap(documents).data.items };
});

/** The part of a browser File the upload needs. */
export interface ChosenFile extends Blob {
  readonly name: string;
}

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** 10 MB, as the server enforces. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type FileProblem = 'empty' | 'tooLarge' | 'badType';

/** What is wrong with a chosen file before it is sent (the server checks its bytes again). */
export function fileProblem(file: Pick<ChosenFile, 'name' | 'size' | 'type'>): FileProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_FILE_BYTES) return 'tooLarge';
  const byType = (ACCEPTED_TYPES as readonly string[]).includes(file.type);
  const byName = /\.(jpe?g|png|webp|pdf)$/i.test(file.name);
  return byType || (!file.type && byName) ? null : 'badType';
}

export type UploadEvent =
  | { type: 'upload.progressed'; loaded: number; total: number }
  | { type: 'upload.finished'; message: string }
  | { type: 'upload.failed'; error: unknown };

export interface UploadInput {
  kind: KycDocumentKind;
  file: ChosenFile;
}

/** A fetch made of XMLHttpRequest: the client's prepared request, the file's own media type, progress reported. */
function xhrFetch(file: ChosenFile, onProgress: (loaded: number, total: number) => void, signal: AbortSignal) {
  return (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.setRequestHeader('content-type', (ACCEPTED_TYPES as readonly string[]).includes(file.type) ? file.type : 'application/octet-stream');
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
      xhr.onload = () =>
        resolve(new Response(xhr.responseText, { status: xhr.status, headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' } }));
      xhr.onerror = () => reject(new TypeError('network error'));
      xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
      signal.addEventListener('abort', () => xhr.abort());
      xhr.send(file);
    });
}

const uploadDocument = (api: ApiClient) => fromCallback<UploadEvent, UploadInput>(({ input, sendBack }) => {
  const controller = new AbortController();
  const { kind, file } = input;
  api
    .POST('/kyc/documents', {
      params: { query: { kind, fileName: file.name.slice(0, 200) || undefined } },
      body: file as never,
      bodySerializer: (body: unknown) => body as BodyInit,
      fetch: xhrFetch(file, (loaded, total) => sendBack({ type: 'upload.progressed', loaded, total }), controller.signal),
    })
    .then((result) => sendBack({ type: 'upload.finished', message: unwrap(result).message }))
    .catch((error: unknown) => {
      if (!controller.signal.aborted) sendBack({ type: 'upload.failed', error });
    });
  return () => controller.abort();
});

/** The verification's I/O, closing over the API client the app edge provides. */
export const kycVerificationActors = (api: ApiClient) => ({
  loadVerification: loadVerification(api),
  uploadDocument: uploadDocument(api),
});
