// Where identity documents' bytes live: behind one small adapter, so the files can sit under DATA_DIR
// (the default; one machine, or a shared volume) or in an S3-compatible bucket (KYC_S3_* settings) that
// every instance reaches. Neither is ever served publicly: the only way out is the operators' audited
// download (server/kyc/documents.ts).
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sha256Hex, signV4, uriEncode, amzDate, EMPTY_SHA256 } from './sigv4';

export interface DocumentStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Deletes the bytes; a key already gone is no error (two clean-up runs may meet). */
  delete(key: string): Promise<void>;
}

export interface S3StorageConfig {
  kind: 's3';
  /** https://s3.eu-central-1.amazonaws.com, http://127.0.0.1:9000 (MinIO) ... Path-style addressing. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export type KycStorageConfig = { kind: 'file' } | S3StorageConfig;

/** A key is ours ('kyc/<uuid>/<uuid>'), never built from what a client sent. */
const KEY_PATTERN = /^kyc\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

export function newStorageKey(playerId: string): string {
  return `kyc/${playerId}/${randomUUID()}`;
}

function checkKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a document storage key: ${key}`);
}

/** Files under <dataDir>/kyc-documents, written to a temporary name first so a crash leaves no half file. */
export function fileStorage(dataDir: string): DocumentStorage {
  const root = resolve(dataDir, 'kyc-documents');
  return {
    async put(key, bytes) {
      checkKey(key);
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, path);
    },
    async get(key) {
      checkKey(key);
      return readFile(join(root, key));
    },
    async delete(key) {
      checkKey(key);
      await rm(join(root, key), { force: true });
    },
  };
}

export class StorageError extends Error {}

/** An S3-compatible bucket through its REST API, each request signed with SigV4 (./sigv4.ts). */
export function s3Storage(config: S3StorageConfig, fetchImpl: typeof fetch = fetch, now: () => Date = () => new Date()): DocumentStorage {
  const endpoint = new URL(config.endpoint);
  const credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3' };
  const basePath = endpoint.pathname.replace(/\/$/, '');

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    checkKey(key);
    const path = `${basePath}/${uriEncode(config.bucket)}/${key.split('/').map(uriEncode).join('/')}`;
    const date = now();
    const payloadHash = body ? sha256Hex(body) : EMPTY_SHA256;
    const headers: Record<string, string> = {
      host: endpoint.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate(date),
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const { authorization } = signV4(credentials, { method, path, headers, payloadHash, date });
    const { host: _host, ...sent } = headers;
    const response = await fetchImpl(new URL(path, endpoint), {
      method,
      headers: { ...sent, authorization },
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
    if (!response.ok) {
      // S3 explains a refusal in an XML body's <Code> (InvalidAccessKeyId, SignatureDoesNotMatch,
      // RequestTimeTooSkewed, NoSuchBucket ...): put it in the message so a wrong setting reads as one.
      const code = /<Code>([^<]{1,100})<\/Code>/.exec(await response.text().catch(() => ''))?.[1];
      throw new StorageError(`S3 ${method} ${key} answered ${response.status}${code ? ` ${code}` : ''}`);
    }
    return response;
  }

  return {
    async put(key, bytes, contentType) {
      await send('PUT', key, bytes, contentType);
    },
    async get(key) {
      const response = await send('GET', key);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      // S3 answers 204 whether or not the object was there.
      await send('DELETE', key);
    },
  };
}

export function createDocumentStorage(config: { dataDir: string; kycStorage?: KycStorageConfig }): DocumentStorage {
  const storage = config.kycStorage ?? { kind: 'file' };
  return storage.kind === 's3' ? s3Storage(storage) : fileStorage(config.dataDir);
}

/** KYC_STORAGE=s3 with KYC_S3_ENDPOINT, KYC_S3_BUCKET, KYC_S3_REGION, KYC_S3_ACCESS_KEY_ID, KYC_S3_SECRET_ACCESS_KEY. */
export function kycStorageFromEnv(value: (name: string) => string | undefined, problems: string[]): KycStorageConfig {
  const kind = value('KYC_STORAGE') ?? 'file';
  if (kind === 'file') return { kind: 'file' };
  if (kind !== 's3') {
    problems.push(`KYC_STORAGE must be file or s3, got "${kind}"`);
    return { kind: 'file' };
  }
  const need = (name: string) => {
    const found = value(name);
    if (!found) problems.push(`${name} is required when KYC_STORAGE=s3`);
    return found ?? '';
  };
  const endpoint = need('KYC_S3_ENDPOINT');
  if (endpoint && (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol))) problems.push('KYC_S3_ENDPOINT must be an http(s) URL');
  return {
    kind: 's3',
    endpoint,
    bucket: need('KYC_S3_BUCKET'),
    region: value('KYC_S3_REGION') ?? 'us-east-1',
    accessKeyId: need('KYC_S3_ACCESS_KEY_ID'),
    secretAccessKey: need('KYC_S3_SECRET_ACCESS_KEY'),
  };
}
