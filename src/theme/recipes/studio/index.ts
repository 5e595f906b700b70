// The studio game pages' recipes (issue 21), one line per recipe so each game adds its own line.
import { studioBlackjack } from './studio-blackjack';
import { studioCrash } from './studio-crash';
import { studioLiveRoulette } from './studio-live-roulette';
import { studioRoulette } from './studio-roulette';
import { studioShell } from './studio-shell';
import { studioReels } from './studio-reels';
import { studioSlot } from './studio-slot';

export const studioRecipes = {
  studioBlackjack,
  studioCrash,
  studioLiveRoulette,
  studioRoulette,
  studioShell,
  studioReels,
  studioSlot,
};
