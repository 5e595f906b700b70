// Every recipe of the theme, registered in panda.config.ts.
import { breadcrumb } from './breadcrumb';
import { button } from './button';
import { gameGrid, gamePlay } from './casino';
import { dialog } from './dialog';
import { field } from './field';
import { header } from './header';
import { jackpots } from './jackpots';
import { menu } from './menu';
import { notifications } from './notifications';
import { select } from './select';
import { shell } from './shell';
import { sideMenu } from './side-menu';
import { studioRecipes } from './studio';
import { supportChat } from './support-chat';
import { toast } from './toast';
import { toggleSwitch } from './toggle-switch';

export const recipes = { button };
export const slotRecipes = { breadcrumb, dialog, field, gameGrid, gamePlay, header, jackpots, menu, notifications, select, shell, sideMenu, supportChat, toast, toggleSwitch, ...studioRecipes };
