// The side menu as data (spec §2): titled groups of items with an icon, a title, an optional badge,
// and a route link or an app-setting key for an external link; items may hold a collapsible group.
import type { ComponentType, SVGProps } from 'react';
import type { TranslationKey } from '../../common/i18n/keys';
import { HeartIcon } from '../features/casino/heart-icon';
import type { FileRouteTypes } from '../routeTree.gen';
import {
  BallIcon,
  BingoIcon,
  DiceIcon,
  DocumentIcon,
  InfoIcon,
  LiveIcon,
  PlaneIcon,
  SlotIcon,
  StopwatchIcon,
  TagIcon,
  TvIcon,
} from '../ui/icons';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;
export type MenuRoute = FileRouteTypes['to'];

interface MenuItemBase {
  id: string;
  icon: Icon;
  title: TranslationKey;
  badge?: TranslationKey;
}

export type MenuItem =
  | (MenuItemBase & { kind: 'route'; to: MenuRoute; params?: Record<string, string> })
  /** An external link whose URL is the app setting of this key (spec §2: Live TV). */
  | (MenuItemBase & { kind: 'setting'; settingKey: string })
  /** A game search in a casino section (spec §2: Aviator opens a game search for Aviator, not live). */
  | (MenuItemBase & { kind: 'search'; to: MenuRoute; query: string })
  | (MenuItemBase & { kind: 'group'; children: MenuItem[] });

export interface MenuGroup {
  id: string;
  title: TranslationKey;
  items: MenuItem[];
}

export const menuGroups: MenuGroup[] = [
  {
    id: 'casino',
    title: 'menu.casino',
    items: [
      { id: 'slot', kind: 'route', icon: SlotIcon, title: 'nav.slot', to: '/casino/slot' },
      { id: 'live-casino', kind: 'route', icon: LiveIcon, title: 'nav.liveCasino', to: '/casino/live' },
      { id: 'bingo', kind: 'route', icon: BingoIcon, title: 'nav.bingo', to: '/casino/bingo' },
      { id: 'games', kind: 'route', icon: DiceIcon, title: 'nav.games', to: '/casino/games' },
      { id: 'tvbets', kind: 'route', icon: TvIcon, title: 'nav.tvbets', to: '/casino/tvbets' },
      { id: 'aviator', kind: 'search', icon: PlaneIcon, title: 'nav.aviator', to: '/casino/slot', query: 'Aviator' },
      // Issue 13: the player's favourite games (guests are asked to log in there).
      { id: 'favorites', kind: 'route', icon: HeartIcon, title: 'casino.favorites', to: '/casino/favorites' },
    ],
  },
  {
    id: 'sports',
    title: 'menu.sports',
    items: [
      {
        id: 'sports',
        kind: 'group',
        icon: BallIcon,
        title: 'nav.sports',
        children: [
          { id: 'sports-all', kind: 'route', icon: BallIcon, title: 'nav.sports', to: '/spor' },
          { id: 'sports-fcg', kind: 'route', icon: BallIcon, title: 'nav.fcg', badge: 'badge.highRate', to: '/spor/fcg' },
          { id: 'sports-betco', kind: 'route', icon: BallIcon, title: 'nav.betco', to: '/spor/betco' },
        ],
      },
      {
        id: 'live-sports',
        kind: 'group',
        icon: StopwatchIcon,
        title: 'nav.liveSports',
        children: [
          { id: 'live-all', kind: 'route', icon: StopwatchIcon, title: 'nav.liveSports', to: '/livespor' },
          {
            id: 'live-fcg',
            kind: 'route',
            icon: StopwatchIcon,
            title: 'nav.fcg',
            badge: 'badge.highRate',
            to: '/livespor/fcg',
          },
          { id: 'live-betco', kind: 'route', icon: StopwatchIcon, title: 'nav.betco', to: '/livespor/betco' },
        ],
      },
    ],
  },
  {
    id: 'more',
    title: 'menu.more',
    items: [
      { id: 'promotions', kind: 'route', icon: TagIcon, title: 'nav.promotions', to: '/promotions' },
      { id: 'live-tv', kind: 'setting', icon: TvIcon, title: 'nav.liveTv', settingKey: 'livetv' },
      { id: 'about', kind: 'route', icon: InfoIcon, title: 'nav.aboutUs', to: '/pages/$id', params: { id: '3' } },
      { id: 'contents', kind: 'route', icon: DocumentIcon, title: 'nav.pages', to: '/pages' },
    ],
  },
];

/** Spec §2: the Follow Me block's three links, from the site options of these keys. */
export const socialLinks = [
  { key: 'social-telegram', title: 'social.telegram' },
  { key: 'social-twitter', title: 'social.twitter' },
  { key: 'social-instagram', title: 'social.instagram' },
] as const satisfies ReadonlyArray<{ key: string; title: TranslationKey }>;
