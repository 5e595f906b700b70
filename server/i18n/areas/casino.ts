// Messages of the casino: games, favourites, launches, our own games and jackpots, in Turkish and English.
import { defineMessages } from './define';

export const casinoMessages = defineMessages({}, {});
