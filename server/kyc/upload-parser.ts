// Identity documents arrive as the file's raw bytes with its media type (no multipart: @fastify/multipart
// is not a dependency, and one file per request needs none). These parsers hand the bytes to the
// uploadKycDocument handler as a Buffer, up to 10 MB (a larger body answers 413 before it is read whole).
// Registered unencapsulated, before the contract's routes; other operations still refuse such bodies,
// since their JSON schemas do not accept a Buffer.
import fp from 'fastify-plugin';
import { KYC_CONTENT_TYPES, KYC_MAX_BYTES } from './magic';

export default fp(
  async (app) => {
    app.addContentTypeParser([...KYC_CONTENT_TYPES, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: KYC_MAX_BYTES }, (_request, body, done) => {
      done(null, body);
    });
  },
  { name: 'kyc-upload-parser', fastify: '5.x' },
);
