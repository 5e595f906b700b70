// Breadcrumb recipe: a trail of labelled links separated by '/', the last item highlighted (spec §2).
import { defineSlotRecipe } from '@pandacss/dev';

export const breadcrumb = defineSlotRecipe({
  className: 'breadcrumb',
  description: 'Route trail built from route labels',
  slots: ['root', 'list', 'item', 'link', 'separator', 'current'],
  base: {
    root: { fontSize: 'sm' },
    list: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', listStyle: 'none', p: '0', m: '0' },
    item: { display: 'inline-flex', alignItems: 'center', gap: '2', color: 'fg.muted' },
    link: { color: 'fg.muted', textDecoration: 'none', _hover: { color: 'fg.link', textDecoration: 'underline' } },
    separator: { color: 'fg.subtle' },
    current: { color: 'accent.text', fontWeight: 'semibold' },
  },
});
