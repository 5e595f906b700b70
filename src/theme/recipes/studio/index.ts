// The studio game pages' recipes (issue 21), one line per recipe so each game adds its own line.
import { studioShell } from './studio-shell';

export const studioRecipes = {
  studioShell,
};
