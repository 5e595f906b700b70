// The studio's game math in one import: provably fair seeds and streams, the games, their exact RTP
// and the round verifier. Pure TypeScript (no database, no HTTP, no Node-only modules).
export * from './random-source';
export * from './sha256';
export * from './fairness';
export * from './rational';
export * from './prng';
export * from './slot';
export * from './slot-rtp';
export * from './bosphorus';
export * from './bosphorus-rtp';
export * from './bazaar';
export * from './bazaar-rtp';
export * from './roulette';
export * from './blackjack';
export * from './blackjack-ev';
export * from './crash';
export * from './verify';
export * from './tombala';
export * from './keno';
