// Semantic colour tokens: what a colour means (canvas, surface, accent, danger...), with the dark
// casino look as the default value and a light value under the `light` condition.
import { defineSemanticTokens } from '@pandacss/dev';

// Every palette has the same keys so recipes can style through `colorPalette.*`.
const palette = (p: {
  solid: [string, string];
  solidHover: [string, string];
  contrast: [string, string];
  subtle: [string, string];
  subtleHover: [string, string];
  border: [string, string];
  text: [string, string];
}) =>
  Object.fromEntries(
    Object.entries(p).map(([key, [dark, light]]) => [key, { value: { base: dark, _light: light } }]),
  );

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: { base: '{colors.navy.950}', _light: '{colors.graphite.50}' } },
      surface: { value: { base: '{colors.navy.900}', _light: '{colors.white}' } },
      raised: { value: { base: '{colors.navy.800}', _light: '{colors.white}' } },
      muted: { value: { base: '{colors.navy.850}', _light: '{colors.graphite.100}' } },
      header: { value: { base: '{colors.navy.900}', _light: '{colors.white}' } },
      input: { value: { base: '{colors.navy.950}', _light: '{colors.white}' } },
      hover: { value: { base: '{colors.whiteAlpha.100}', _light: '{colors.graphite.100}' } },
      backdrop: { value: { base: '{colors.blackAlpha.700}', _light: '{colors.blackAlpha.500}' } },
    },
    fg: {
      default: { value: { base: '{colors.graphite.50}', _light: '{colors.graphite.950}' } },
      muted: { value: { base: '{colors.graphite.300}', _light: '{colors.graphite.600}' } },
      subtle: { value: { base: '{colors.graphite.400}', _light: '{colors.graphite.500}' } },
      disabled: { value: { base: '{colors.graphite.600}', _light: '{colors.graphite.400}' } },
      link: { value: { base: '{colors.gold.300}', _light: '{colors.gold.700}' } },
    },
    border: {
      default: { value: { base: '{colors.navy.700}', _light: '{colors.graphite.200}' } },
      muted: { value: { base: '{colors.navy.800}', _light: '{colors.graphite.100}' } },
      strong: { value: { base: '{colors.navy.500}', _light: '{colors.graphite.400}' } },
      focus: { value: { base: '{colors.gold.400}', _light: '{colors.gold.600}' } },
    },
    accent: palette({
      solid: ['{colors.gold.400}', '{colors.gold.500}'],
      solidHover: ['{colors.gold.300}', '{colors.gold.600}'],
      contrast: ['{colors.navy.950}', '{colors.navy.950}'],
      subtle: ['{colors.gold.900}', '{colors.gold.50}'],
      subtleHover: ['{colors.gold.800}', '{colors.gold.100}'],
      border: ['{colors.gold.500}', '{colors.gold.500}'],
      text: ['{colors.gold.300}', '{colors.gold.700}'],
    }),
    neutral: palette({
      solid: ['{colors.navy.600}', '{colors.graphite.800}'],
      solidHover: ['{colors.navy.500}', '{colors.graphite.700}'],
      contrast: ['{colors.white}', '{colors.white}'],
      subtle: ['{colors.navy.800}', '{colors.graphite.100}'],
      subtleHover: ['{colors.navy.700}', '{colors.graphite.200}'],
      border: ['{colors.navy.500}', '{colors.graphite.300}'],
      text: ['{colors.graphite.100}', '{colors.graphite.800}'],
    }),
    success: palette({
      solid: ['{colors.emerald.500}', '{colors.emerald.600}'],
      solidHover: ['{colors.emerald.400}', '{colors.emerald.700}'],
      contrast: ['{colors.navy.950}', '{colors.white}'],
      subtle: ['{colors.emerald.900}', '{colors.emerald.100}'],
      subtleHover: ['{colors.emerald.700}', '{colors.emerald.100}'],
      border: ['{colors.emerald.500}', '{colors.emerald.500}'],
      text: ['{colors.emerald.300}', '{colors.emerald.700}'],
    }),
    warning: palette({
      solid: ['{colors.amber.500}', '{colors.amber.600}'],
      solidHover: ['{colors.amber.400}', '{colors.amber.700}'],
      contrast: ['{colors.navy.950}', '{colors.navy.950}'],
      subtle: ['{colors.amber.900}', '{colors.amber.100}'],
      subtleHover: ['{colors.amber.700}', '{colors.amber.100}'],
      border: ['{colors.amber.500}', '{colors.amber.500}'],
      text: ['{colors.amber.300}', '{colors.amber.700}'],
    }),
    danger: palette({
      solid: ['{colors.ruby.500}', '{colors.ruby.600}'],
      solidHover: ['{colors.ruby.400}', '{colors.ruby.700}'],
      contrast: ['{colors.white}', '{colors.white}'],
      subtle: ['{colors.ruby.900}', '{colors.ruby.100}'],
      subtleHover: ['{colors.ruby.700}', '{colors.ruby.100}'],
      border: ['{colors.ruby.500}', '{colors.ruby.500}'],
      text: ['{colors.ruby.300}', '{colors.ruby.700}'],
    }),
    info: palette({
      solid: ['{colors.sky.500}', '{colors.sky.600}'],
      solidHover: ['{colors.sky.400}', '{colors.sky.700}'],
      contrast: ['{colors.navy.950}', '{colors.white}'],
      subtle: ['{colors.sky.900}', '{colors.sky.100}'],
      subtleHover: ['{colors.sky.700}', '{colors.sky.100}'],
      border: ['{colors.sky.500}', '{colors.sky.500}'],
      text: ['{colors.sky.300}', '{colors.sky.700}'],
    }),
  },
});
