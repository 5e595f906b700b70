// The document storage adapter and its pieces: file types from magic numbers, SigV4 signing against AWS's
// published known-answer example, the S3 adapter's requests as a stand-in bucket receives them, the file
// adapter's refusal of keys it did not make, and the KYC_STORAGE settings.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { sniffContentType } from '../../../server/kyc/magic';
import { signV4 } from '../../../server/kyc/sigv4';
import { fileStorage, newStorageKey, s3Storage } from '../../../server/kyc/storage';

describe('sniffContentType', () => {
  it.each([
    ['JPEG (FF D8 FF)', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'image/jpeg'],
    ['PNG signature', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0], 'image/png'],
    ['RIFF....WEBP', [...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')], 'image/webp'],
    ['%PDF-', [...Buffer.from('%PDF-1.7\n')], 'application/pdf'],
    ['GIF89a', [...Buffer.from('GIF89a')], null],
    ['RIFF....WAVE (audio)', [...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WAVEfmt ')], null],
    ['a PNG signature cut short', [0x89, 0x50, 0x4e, 0x47], null],
    ['HTML', [...Buffer.from('<html><script>')], null],
    ['nothing', [], null],
  ])('%s', (_name, bytes, expected) => {
    expect(sniffContentType(Uint8Array.from(bytes))).toBe(expected);
  });
});

describe('SigV4', () => {
  // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
  it('matches AWS known-answer example (GET Object with a Range)', () => {
    const result = signV4(
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' },
      {
        method: 'GET',
        path: '/test.txt',
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Range: 'bytes=0-9',
          'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        date: new Date('2013-05-24T00:00:00Z'),
      },
    );
    expect(result.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        'x-amz-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      ].join('\n'),
    );
    expect(result.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(result.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(result.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('s3Storage', () => {
  const received: { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
  const objects = new Map<string, Buffer>();
  // A stand-in bucket: keeps what is PUT, answers GET, and records every request as it arrived.
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      if (request.method === 'PUT') {
        objects.set(request.url!, body);
        response.writeHead(200).end();
      } else {
        const found = objects.get(request.url!);
        if (found) response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(found);
        else response.writeHead(404).end();
      }
    });
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('PUTs and GETs path-style with SigV4 headers over the exact bytes', async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const storage = s3Storage(
      { kind: 's3', endpoint: `http://127.0.0.1:${port}`, bucket: 'kyc-bucket', region: 'eu-central-1', accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
      fetch,
      () => new Date('2026-11-26T10:20:30Z'),
    );
    const key = newStorageKey('0b5c7c1e-4f4c-4a57-9d2e-2f0c3a1b7d10');
    const bytes = Buffer.from('%PDF-1.4 a small document');
    await storage.put(key, bytes, 'application/pdf');
    expect((await storage.get(key)).equals(bytes)).toBe(true);

    const [put, get] = received;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(`/kyc-bucket/${key}`);
    expect(put.body.equals(bytes)).toBe(true);
    expect(put.headers['x-amz-date']).toBe('20261126T102030Z');
    expect(put.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/20261126\/eu-central-1\/s3\/aws4_request,SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/,
    );
    expect(get.headers['x-amz-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    await expect(storage.get(newStorageKey('0b5c7c1e-4f4c-4a57-9d2e-2f0c3a1b7d10'))).rejects.toThrow(/answered 404/);
  });
});

describe('fileStorage', () => {
  it('keeps bytes under DATA_DIR/kyc-documents and refuses keys it did not make', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kyc-files-'));
    try {
      const storage = fileStorage(dir);
      const key = newStorageKey('0b5c7c1e-4f4c-4a57-9d2e-2f0c3a1b7d10');
      await storage.put(key, Buffer.from('abc'), 'image/png');
      expect((await storage.get(key)).toString()).toBe('abc');
      await expect(storage.get('kyc/../../etc/passwd')).rejects.toThrow(/not a document storage key/);
      await expect(storage.put('../outside', Buffer.from('x'), 'image/png')).rejects.toThrow(/not a document storage key/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('KYC_STORAGE settings', () => {
  it('defaults to files and needs every S3 setting for s3', () => {
    expect(loadConfig({}).kycStorage).toEqual({ kind: 'file' });
    expect(() => loadConfig({ KYC_STORAGE: 's3' })).toThrow(ConfigError);
    try {
      loadConfig({ KYC_STORAGE: 's3', KYC_S3_ENDPOINT: 'ftp://x' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual(
        expect.arrayContaining([
          'KYC_S3_ENDPOINT must be an http(s) URL',
          'KYC_S3_BUCKET is required when KYC_STORAGE=s3',
          'KYC_S3_ACCESS_KEY_ID is required when KYC_STORAGE=s3',
          'KYC_S3_SECRET_ACCESS_KEY is required when KYC_STORAGE=s3',
        ]),
      );
    }
    expect(
      loadConfig({ KYC_STORAGE: 's3', KYC_S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com', KYC_S3_BUCKET: 'b', KYC_S3_ACCESS_KEY_ID: 'a', KYC_S3_SECRET_ACCESS_KEY: 's' }).kycStorage,
    ).toEqual({ kind: 's3', endpoint: 'https://s3.eu-central-1.amazonaws.com', bucket: 'b', region: 'us-east-1', accessKeyId: 'a', secretAccessKey: 's' });
  });
});
