// The site's public origin for the absolute links we hand out (a payment gateway's webhook, return and
// hosted-page URLs; a game's launch and lobby URLs). PUBLIC_URL when set (production requires it).
// Without it (development) the request's own Host is used only when it names this machine or an origin
// in ALLOWED_ORIGINS: otherwise anyone could make us hand a player, a gateway or a game provider links to
// a host of their choosing just by sending another Host header.
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { ApiError } from './api-error';
import { isLoopbackHostname } from './loopback';

export function publicOrigin(config: Pick<AppConfig, 'publicUrl' | 'allowedOrigins'>, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  // With TRUST_PROXY, request.host and request.protocol come from the proxy's X-Forwarded-Host/-Proto.
  const host = request.host.toLowerCase();
  // An allowed origin names its scheme too: a link made from it keeps https behind a TLS-ending proxy.
  const allowed = config.allowedOrigins.find((origin) => new URL(origin).host === host);
  if (allowed) return allowed;
  if (isLoopbackHostname(request.hostname)) return `${request.protocol}://${request.host}`;
  request.log.warn({ host: request.host }, 'absolute link refused: the Host is not loopback nor in ALLOWED_ORIGINS, and PUBLIC_URL is not set');
  throw new ApiError(400, 'errors.hostNotAllowed');
}
