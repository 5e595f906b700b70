// The content screen's recipes: the list beside nothing, or the editor form beside the player's preview
// (side by side from 1100 px, stacked on a tablet), and the rich-text editor's frame and toolbar.
import { cva, sva } from '../../../styled-system/css';

export const editorLayout = sva({
  slots: ['grid', 'form', 'preview', 'previewFrame', 'row', 'tabs', 'hint'],
  base: {
    grid: { display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: '4', alignItems: 'start' },
    form: { display: 'flex', flexDirection: 'column', gap: '3', p: '4', bg: 'bg.surface', borderRadius: 'md', borderWidth: 'thin', borderColor: 'border.muted' },
    preview: { display: 'flex', flexDirection: 'column', gap: '2' },
    previewFrame: { p: '4', bg: 'bg.canvas', borderRadius: 'lg', borderWidth: 'thin', borderColor: 'border.default', display: 'flex', flexDirection: 'column', gap: '4' },
    row: { display: 'grid', gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr' }, gap: '3', alignItems: 'end' },
    tabs: { display: 'flex', gap: '1' },
    hint: { fontSize: 'xs', color: 'fg.subtle' },
  },
});

export const richEditor = sva({
  slots: ['root', 'toolbar', 'tool', 'surface'],
  base: {
    root: { borderWidth: 'thin', borderColor: 'border.default', borderRadius: 'md', bg: 'bg.canvas', overflow: 'hidden' },
    toolbar: { display: 'flex', flexWrap: 'wrap', gap: '1', p: '1', borderBottomWidth: 'thin', borderColor: 'border.muted', bg: 'bg.raised' },
    tool: {
      px: '2',
      py: '1',
      minWidth: '8',
      borderRadius: 'sm',
      fontSize: 'sm',
      color: 'fg.default',
      cursor: 'pointer',
      _hover: { bg: 'bg.hover' },
      '&[aria-pressed=true]': { bg: 'accent.subtle', color: 'accent.text' },
      _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
    },
    surface: {
      minHeight: '40',
      p: '3',
      // ProseMirror's own base rules (TipTap's injected CSS, which the CSP refuses as inline style).
      '& .ProseMirror': { outline: 'none', minHeight: '32', position: 'relative', whiteSpace: 'break-spaces', overflowWrap: 'break-word', fontVariantLigatures: 'none' },
      '& .ProseMirror p': { mb: '2' },
      '& .ProseMirror ul': { listStyle: 'disc', pl: '5' },
      '& .ProseMirror ol': { listStyle: 'decimal', pl: '5' },
      '& .ProseMirror h2, & .ProseMirror h3': { fontWeight: 'bold', fontSize: 'lg' },
      '& .ProseMirror a': { color: 'fg.link', textDecoration: 'underline' },
    },
  },
});

export const statusBadge = cva({ base: { fontSize: 'xs' } });
