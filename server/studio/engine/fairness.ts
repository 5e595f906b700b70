// The provably fair scheme of our studio games: a server seed committed by its SHA-256 hash before play, a
// player-editable client seed and a nonce per round; the round's outcome bytes are
// HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${cursor}`) for cursor = 0, 1, 2, ... read
// as one byte stream; seed rotation reveals the old server seed so every past round can be recomputed.
//
// Conventions a player's own verifier must follow (docs in ./README.md):
// - The server seed is 64 lowercase hex characters (32 random bytes). The commitment is SHA-256 of that hex
//   TEXT (its UTF-8 bytes), and the HMAC key is the same hex text, so any off-the-shelf SHA-256/HMAC tool
//   reproduces both from the string shown on the page.
// - Integers in [0, n): big-endian 32-bit words from the stream, rejection sampled (see random-source.ts).
// - Floats: 7 bytes from the stream, the top 52 bits as an integer k, value k / 2^52.
import { hmacSha256, sha256Hex, toHex, utf8 } from './sha256';
import { TWO_POW_52, uniformInt, type RandomSource } from './random-source';

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** What a player holds while playing: the committed hash, never the server seed itself. */
export interface SeedCommitment {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** The server's side of a player's seed pair. `nonce` is the nonce the NEXT round will use. */
export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** A retired seed pair, published so every round played with it can be verified. */
export interface RevealedSeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Rounds played with this pair used nonces 0 .. roundsPlayed - 1. */
  roundsPlayed: number;
}

const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
export const CLIENT_SEED_MAX_LENGTH = 64;

/** 32 bytes from the platform's cryptographic RNG (Web Crypto: Node 20 and every browser), as hex. */
export function generateServerSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return toHex(bytes);
}

/** A default client seed for a player who has not chosen one: 16 random hex characters. */
export function generateClientSeed(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return toHex(bytes);
}

export function hashServerSeed(serverSeed: string): string {
  assertServerSeed(serverSeed);
  return sha256Hex(serverSeed);
}

export function assertServerSeed(serverSeed: string): void {
  if (!SERVER_SEED_PATTERN.test(serverSeed)) throw new RangeError('a server seed is 64 lowercase hex characters');
}

/**
 * A client seed is 1 to 64 printable characters (no control characters). Colons are fine: the message ends
 * with two numeric fields, so `${clientSeed}:${nonce}:${cursor}` always parses back uniquely from the right.
 * Characters are Unicode code points, as the contract's maxLength counts them (JSON Schema), not UTF-16
 * units: 64 emoji are 64 characters, and the contract and the engine must agree on what they let through.
 */
export function assertClientSeed(clientSeed: string): void {
  const characters = codePointLength(clientSeed);
  if (characters < 1 || characters > CLIENT_SEED_MAX_LENGTH) {
    throw new RangeError(`a client seed has 1 to ${CLIENT_SEED_MAX_LENGTH} characters`);
  }
  if (/[\u0000-\u001f\u007f]/.test(clientSeed)) throw new RangeError('a client seed has no control characters');
}

/** The number of Unicode code points of a string (a lone surrogate counts as one, as JSON Schema's does). */
export function codePointLength(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
    count += 1;
  }
  return count;
}

export function assertNonce(nonce: number): void {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('a nonce is a non-negative integer');
}

export function createSeedPair(clientSeed: string = generateClientSeed(), serverSeed = generateServerSeed()): SeedPair {
  assertClientSeed(clientSeed);
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 };
}

/** The public face of a seed pair (what the player sees before and during play). */
export function commitmentOf(pair: SeedPair): SeedCommitment {
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce };
}

/**
 * Takes the next nonce: returns the seeds of the round about to be played and the pair to store. The server
 * must persist the new pair in the same transaction that records the round, so a nonce is never reused.
 */
export function takeRound(pair: SeedPair): { round: RoundSeeds; next: SeedPair } {
  assertNonce(pair.nonce);
  return {
    round: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
    next: { ...pair, nonce: pair.nonce + 1 },
  };
}

/**
 * Seed rotation: reveals the current server seed, commits a fresh one, sets the (optionally new) client
 * seed, and starts the nonce again at 0. Changing the client seed always goes through here, so every
 * (server seed, client seed) pair covers one contiguous run of nonces 0 .. roundsPlayed - 1 and each past
 * round is identified by its pair and nonce alone on the verification page.
 */
export function rotateSeeds(
  pair: SeedPair,
  options: { clientSeed?: string; serverSeed?: string } = {},
): { revealed: RevealedSeedPair; next: SeedPair } {
  const next = createSeedPair(options.clientSeed ?? pair.clientSeed, options.serverSeed ?? generateServerSeed());
  if (next.serverSeed === pair.serverSeed) throw new Error('a rotation must commit a new server seed');
  return {
    revealed: {
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      roundsPlayed: pair.nonce,
    },
    next,
  };
}

/** True when the revealed seed is the one whose hash was committed. */
export function verifyCommitment(serverSeed: string, serverSeedHash: string): boolean {
  return SERVER_SEED_PATTERN.test(serverSeed) && sha256Hex(serverSeed) === serverSeedHash.toLowerCase();
}

/** The 32 outcome bytes of one HMAC block. */
export function outcomeBlock(seeds: RoundSeeds, cursor: number): Uint8Array {
  return hmacSha256(utf8(seeds.serverSeed), utf8(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`));
}

/**
 * The round's outcome stream: bytes from consecutive HMAC blocks (cursor 0, 1, ...), consumed strictly in
 * order by the game, so recomputing a round with the same seeds reproduces every draw.
 */
export class FairStream implements RandomSource {
  private readonly key: Uint8Array;
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private cursor = 0;
  /** How many bytes the round has consumed; kept for the verification page. */
  bytesUsed = 0;

  constructor(private readonly seeds: RoundSeeds) {
    assertServerSeed(seeds.serverSeed);
    assertClientSeed(seeds.clientSeed);
    assertNonce(seeds.nonce);
    this.key = utf8(seeds.serverSeed);
  }

  nextByte(): number {
    if (this.offset === this.block.length) {
      this.block = hmacSha256(this.key, utf8(`${this.seeds.clientSeed}:${this.seeds.nonce}:${this.cursor}`));
      this.cursor += 1;
      this.offset = 0;
    }
    this.bytesUsed += 1;
    return this.block[this.offset++];
  }

  /** Big-endian 32-bit word. */
  nextUint32(): number {
    return this.nextByte() * 0x1000000 + (this.nextByte() << 16) + (this.nextByte() << 8) + this.nextByte();
  }

  nextInt(n: number): number {
    return uniformInt(this, n);
  }

  nextUint52(): number {
    // Six whole bytes (48 bits, exact) then the high nibble of the seventh.
    let value = 0;
    for (let i = 0; i < 6; i++) value = value * 256 + this.nextByte();
    return value * 16 + (this.nextByte() >>> 4);
  }

  nextFloat(): number {
    return this.nextUint52() / TWO_POW_52;
  }
}

export function createRoundStream(seeds: RoundSeeds): FairStream {
  return new FairStream(seeds);
}
