// Every recipe of the theme, registered in panda.config.ts.
import { breadcrumb } from './breadcrumb';
import { button } from './button';
import { dialog } from './dialog';
import { field } from './field';
import { header } from './header';
import { jackpots } from './jackpots';
import { menu } from './menu';
import { notifications } from './notifications';
import { select } from './select';
import { sideMenu } from './side-menu';
import { toast } from './toast';

export const recipes = { button };
export const slotRecipes = { breadcrumb, dialog, field, header, jackpots, menu, notifications, select, sideMenu, toast };
