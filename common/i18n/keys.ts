// Every UI text key the app uses, with its Turkish and English text. The server's seed imports this
// list as the source of the app's translations (server/seed/base.ts), so the bootstrap's
// translationList carries each key in the player's language; the texts here are also the fallback
// when the bootstrap is unavailable. `{name}` marks a value filled in at run time.

import { accountsKeys } from './areas/accounts';
import { coreKeys } from './core-keys';
import { casinoKeys } from './areas/casino';
import { dashboardKeys } from './areas/dashboard';
import { shellKeys } from './areas/shell';
import { studioKeys } from './areas/studio';
import { bonusOffersKeys } from './areas/bonus-offers';
import { everydayKeys } from './areas/everyday';
import { sportsbookKeys } from './areas/sportsbook';
import { verificationKeys } from './areas/verification';
import { responsibleKeys } from './areas/responsible';
import type { TranslationEntry } from './entry';

export type { TranslationEntry } from './entry';


// Areas keep their own files so features add texts without touching one shared list.
export const translationKeys = [
  ...coreKeys,
  ...shellKeys,
  ...accountsKeys,
  ...dashboardKeys,
  ...casinoKeys,
  ...studioKeys,
  ...bonusOffersKeys,
  ...everydayKeys,
  ...sportsbookKeys,
  ...verificationKeys,
  ...responsibleKeys,
] as const;

export type TranslationKey = (typeof translationKeys)[number]['key'];
