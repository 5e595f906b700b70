// What a file is, from its first bytes (its "magic number"), never from its name or the client's
// Content-Type: only the formats an identity document may come in are recognised.
export const KYC_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type KycContentType = (typeof KYC_CONTENT_TYPES)[number];

/** 10 MB: the largest document a player may upload. */
export const KYC_MAX_BYTES = 10 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

export function sniffContentType(bytes: Uint8Array): KycContentType | null {
  // JPEG: SOI marker FF D8 then another marker's FF.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // PNG: the eight-byte signature 89 'PNG' CR LF 1A LF.
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // WebP: a RIFF container whose form type is 'WEBP'.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  // PDF: '%PDF-'.
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}
