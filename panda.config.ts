// Panda CSS configuration: the casino theme (tokens, semantic colours with dark default and light
// values, the spec's 900 px `mobile` and 1100 px `menu` breakpoints) and the recipes every
// component is styled through.
import { defineConfig, defineGlobalStyles } from '@pandacss/dev';
import { keyframes } from './src/theme/keyframes';
import { recipes, slotRecipes } from './src/theme/recipes';
import { semanticTokens } from './src/theme/semantic-tokens';
import { tokens } from './src/theme/tokens';

const globalCss = defineGlobalStyles({
  'html, body': {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    lineHeight: 'normal',
    colorScheme: 'dark',
    WebkitFontSmoothing: 'antialiased',
  },
  '[data-theme=light]': { colorScheme: 'light' },
  body: { minHeight: 'screenH' },
  'a': { color: 'inherit' },
  '::selection': { bg: 'accent.subtle' },
  '*:focus-visible': { outlineColor: 'border.focus' },
});

export default defineConfig({
  preflight: true,
  // The base preset brings utilities, conditions and patterns; every token is our own so no stock
  // colour can slip into a component.
  presets: ['@pandacss/preset-base'],
  strictTokens: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/routeTree.gen.ts', './src/api/*.gen.ts'],
  jsxFramework: 'react',
  outdir: 'styled-system',
  // Emit every recipe variant up front: variants are chosen from data at run time.
  staticCss: { recipes: '*' },
  conditions: {
    extend: {
      light: '[data-theme=light] &',
      dark: '[data-theme=dark] &',
    },
  },
  globalCss,
  theme: {
    // Spec §9 breakpoints: under 900 px is the phone layout, the side menu docks from 1100 px; the
    // others serve the banner carousel (768, 992, 1920) and extra-small screens.
    breakpoints: {
      xs: '480px',
      sm: '576px',
      md: '768px',
      mobile: '900px',
      lg: '992px',
      menu: '1100px',
      xl: '1280px',
      '2xl': '1920px',
    },
    tokens,
    semanticTokens,
    keyframes,
    recipes,
    slotRecipes,
  },
});
