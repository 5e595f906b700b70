// The home page's jackpots: the auto-rotating carousel and the EGT cards.
export { JackpotCards } from './jackpot-cards';
export { JackpotCarousel } from './jackpot-carousel';
