// What a client gets when Node's HTTP parser refuses its request before Fastify sees it: headers over the
// size limit (431), a request not completed in time (408), bytes that are not HTTP (400). Fastify's
// default writes its own JSON shape; here it is our envelope like every other answer. No request was
// read, so its language is unknown: the message is given in both of ours.
import type { Socket } from 'node:net';
import { translate, type MessageKey } from '../i18n';
import { failure } from '../lib/envelope';

const reasons: Record<string, { status: number; phrase: string; key: MessageKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, phrase: 'Request Header Fields Too Large', key: 'errors.headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, phrase: 'Request Timeout', key: 'errors.requestTimeout' },
};
const otherwise = { status: 400, phrase: 'Bad Request', key: 'errors.badRequest' as MessageKey };

/** The raw HTTP answer to a parser error with this code. */
export function clientErrorResponse(code: string | undefined): string {
  const { status, phrase, key } = (code && reasons[code]) || otherwise;
  const body = JSON.stringify(failure(`${translate('tr', key)} / ${translate('en', key)}`));
  return (
    `HTTP/1.1 ${status} ${phrase}\r\n` +
    'connection: close\r\n' +
    'content-type: application/json; charset=utf-8\r\n' +
    `content-length: ${Buffer.byteLength(body)}\r\n` +
    '\r\n' +
    body
  );
}

/** Fastify's `clientErrorHandler` option. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(error.code));
  socket.destroy(error);
}
