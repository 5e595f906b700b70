// The Content-Security-Policy texts and what they are made of, as pure functions (the plugin in
// server/plugins/security-headers.ts reads the settings and sets the headers).
//
// Choices (see also docs/security.md):
// - Scripts: 'self' only, no nonces. The app's document is cached and pre-compressed per bootstrap version
//   (server/plugins/static.ts), so a per-response nonce would undo that, and the document has no inline
//   script to allow: the bootstrap is a JSON data block (`type="application/json"`), which is never
//   executed and so never checked against script-src.
// - Styles: 'self' plus the SHA-256 of each inline <style> element of the document (the shell's critical
//   CSS and the inlined Panda stylesheet), computed from the very HTML that is sent. No 'unsafe-inline':
//   React's style props are set through the CSSOM, which CSP does not govern, and no `style=""` attribute
//   is in our server HTML.
// - Frames: 'self' (our studio's pages) and the configured game providers' origins; the live chat's
//   configured origins for scripts, frames and its calls, only when the chat is configured.
import { createHash } from 'node:crypto';

export const CSP_REPORT_PATH = '/api/csp-report';

export type Directives = Record<string, readonly string[]>;

/** The header's text: directives in the given order, empty ones left out (an empty list would mean 'none'). */
export function policyText(directives: Directives): string {
  return Object.entries(directives)
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/** The `'sha256-…'` source of every inline <style> element's text in `html`. */
export function inlineStyleHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** An http(s) address's origin, or null for anything else (a relative path, javascript:, garbage). */
export function originOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins a provider's games are framed from, read from its settings (game_providers.settings): its
 * API and launch addresses, plus `frameOrigins` (a list, or a comma-separated text) for providers whose
 * game URL comes back from their API on another host (Pragmatic Play, Hub88: their game servers).
 */
export function providerFrameOrigins(settings: Record<string, unknown> | null): string[] {
  if (!settings) return [];
  const listed = settings.frameOrigins;
  const extra = Array.isArray(listed) ? listed : typeof listed === 'string' ? listed.split(/[\s,]+/) : [];
  return [settings.apiUrl, settings.launchUrl, ...extra].map(originOf).filter((origin): origin is string => origin !== null);
}

/** The live chat's origins when it is configured (both ids set), as machines/live-chat reads the settings. */
export function chatOrigins(settings: Record<string, string>, defaults: { scriptUrl: string; standbyUrl: string }): string[] {
  if (!settings['chat-site-id']?.trim() || !settings['chat-div-id']?.trim()) return [];
  return [settings['chat-script-url'] || defaults.scriptUrl, settings['chat-standby-url'] || defaults.standbyUrl]
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
}

export interface PolicySources {
  /** Origins the app may frame besides itself: providers, FRAME_ORIGINS. */
  frameOrigins: readonly string[];
  /** The live chat's script origins (empty when no chat is configured). */
  chatOrigins: readonly string[];
  /** Origins allowed to frame the page (FRAME_ANCESTORS); none by default. */
  frameAncestors: readonly string[];
}

const common = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
} satisfies Directives;

/** The app's document (/ and every client route). */
export function documentPolicy(sources: PolicySources, styleHashes: readonly string[]): string {
  return policyText({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...sources.chatOrigins],
    'style-src': ["'self'", ...styleHashes],
    // Content and game images may be on an operator's or a provider's CDN; images cannot run code.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // 'self' covers the hub's ws:/wss: on the same host (CSP Level 3).
    'connect-src': ["'self'", ...sources.chatOrigins],
    'frame-src': ["'self'", ...sources.frameOrigins, ...sources.chatOrigins],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    ...common,
    'frame-ancestors': sources.frameAncestors.length > 0 ? sources.frameAncestors : ["'none'"],
    'report-uri': [CSP_REPORT_PATH],
  });
}

/** Our studio's game pages: their own script file, their one stylesheet, framed by our app only. */
export function studioPolicy(styleHashes: readonly string[], frameAncestors: readonly string[]): string {
  return policyText({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...styleHashes],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    ...common,
    'frame-ancestors': ["'self'", ...frameAncestors],
    'report-uri': [CSP_REPORT_PATH],
  });
}

/**
 * Any other HTML we send (the dev outbox page, error pages): scripts from ourselves only, its own inline
 * <style> elements by hash, never framed. The API reference (Swagger UI) sets inline style attributes
 * from its script, so it alone gets 'unsafe-inline' for styles (never for scripts).
 */
export function fallbackPolicy(styleHashes: readonly string[], options: { inlineStyles?: boolean } = {}): string {
  return policyText({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...(options.inlineStyles ? ["'unsafe-inline'"] : styleHashes)],
    'img-src': ["'self'", 'data:'],
    ...common,
    'frame-ancestors': ["'none'"],
    'report-uri': [CSP_REPORT_PATH],
  });
}

/** Features we never use, denied to our pages and to every frame they hold. Fullscreen, autoplay and
 * clipboard-write are left alone: the game frames are granted them (`allow=`), which a header denial would void. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

// ---- violation reports ----------------------------------------------------------------------------

/** What one report says, trimmed for a log line: addresses lose their query and fragment (a studio page's
 * address carries its launch token), texts are cut short. */
export interface ViolationSummary {
  directive: string;
  blocked: string;
  document: string;
  source?: string;
  line?: number;
  column?: number;
  sample?: string;
  disposition?: string;
}

function withoutQuery(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const cut = value.split(/[?#]/)[0]!;
  return cut.slice(0, 300);
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value !== '' ? value.slice(0, max) : undefined;
}

function whole(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
}

function summary(body: Record<string, unknown>, names: { directive: string[]; blocked: string; document: string; source: string; line: string; column: string; sample: string }): ViolationSummary | null {
  const directive = names.directive.map((name) => text(body[name], 100)).find((value) => value !== undefined);
  const document = withoutQuery(body[names.document]);
  if (directive === undefined || document === undefined) return null;
  return {
    directive,
    blocked: withoutQuery(body[names.blocked]) ?? '',
    document,
    source: withoutQuery(body[names.source]),
    line: whole(body[names.line]),
    column: whole(body[names.column]),
    sample: text(body[names.sample], 80),
    disposition: text(body.disposition, 20),
  };
}

/**
 * The violations in a report body: `application/csp-report` (`{ "csp-report": {...} }`, report-uri) or
 * `application/reports+json` (`[{ type: "csp-violation", body: {...} }]`, the Reporting API). Null when
 * the body is neither.
 */
export function parseViolationReports(body: unknown): ViolationSummary[] | null {
  if (Array.isArray(body)) {
    const reports = body
      .filter((item): item is { type: unknown; body: Record<string, unknown> } => typeof item === 'object' && item !== null && typeof (item as { body?: unknown }).body === 'object' && (item as { body?: unknown }).body !== null)
      .filter((item) => item.type === 'csp-violation')
      .slice(0, 20)
      .map((item) =>
        summary(item.body, {
          directive: ['effectiveDirective'],
          blocked: 'blockedURL',
          document: 'documentURL',
          source: 'sourceFile',
          line: 'lineNumber',
          column: 'columnNumber',
          sample: 'sample',
        }),
      );
    return reports.every((report) => report !== null) && reports.length > 0 ? (reports as ViolationSummary[]) : null;
  }
  if (typeof body === 'object' && body !== null) {
    const report = (body as Record<string, unknown>)['csp-report'];
    if (typeof report !== 'object' || report === null) return null;
    const one = summary(report as Record<string, unknown>, {
      directive: ['effective-directive', 'violated-directive'],
      blocked: 'blocked-uri',
      document: 'document-uri',
      source: 'source-file',
      line: 'line-number',
      column: 'column-number',
      sample: 'script-sample',
    });
    return one ? [one] : null;
  }
  return null;
}
