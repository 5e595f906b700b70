// Jackpot pools: contributions from stakes, provably fair draws and their payouts (./pools.ts, ./draw.ts),
// and the feeds the home page reads (./feeds.ts).
export { DRAW_BITS, drawValue, seedHashOf, verifyDraw, winningLevel, type DrawVerification, type TierOdds } from './draw';
export { AMUSNET_CARDS_POOL, EGYPT_QUEST_POOL, egtFeed, egyptQuestFeed, jackpotCardsFeed, pragmaticFeed } from './feeds';
export {
  activeSeed,
  checkJackpotLedger,
  contributeToJackpots,
  drawJackpot,
  rotateJackpotSeed,
  settleJackpotsForBet,
  type JackpotBet,
  type JackpotContribution,
  type JackpotWin,
  type SettledJackpots,
} from './pools';
