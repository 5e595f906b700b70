// The back office's rich-text editor (TipTap over ProseMirror), loaded only when a draft is edited, so
// neither the player's app nor the back office's other screens carry it. It is uncontrolled after it
// mounts: the caller keys it by the draft and language, and receives the HTML on every change. Whatever
// it produces is sanitised again by the server before it is stored.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useBackoffice } from '../app/context';
import { richEditor } from './content-theme';

export interface RichTextEditorProps {
  html: string;
  label: string;
  onChange: (html: string) => void;
}

export default function RichTextEditor({ html, label, onChange }: RichTextEditorProps) {
  const { t } = useBackoffice();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } })],
    content: html,
    // TipTap would add a <style> element, which the page's CSP refuses: its few base rules are in the recipe.
    injectCSS: false,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', 'data-testid': 'bo-rich-text' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
      undo: current?.can().undo() ?? false,
      redo: current?.can().redo() ?? false,
    }),
  });
  const styles = richEditor();
  const chain = () => editor.chain().focus();
  const tool = (name: string, label: string, pressed: boolean | undefined, run: () => void, disabled = false) => (
    <button type="button" className={styles.tool} aria-label={label} title={label} aria-pressed={pressed} disabled={disabled} onClick={run} data-tool={name}>
      {TOOL_GLYPHS[name]}
    </button>
  );
  return (
    <div className={styles.root}>
      <div className={styles.toolbar} role="toolbar" aria-label={label}>
        {tool('bold', t('editor.bold'), active?.bold, () => chain().toggleBold().run())}
        {tool('italic', t('editor.italic'), active?.italic, () => chain().toggleItalic().run())}
        {tool('heading', t('editor.heading'), active?.heading, () => chain().toggleHeading({ level: 2 }).run())}
        {tool('bullets', t('editor.bullets'), active?.bullets, () => chain().toggleBulletList().run())}
        {tool('numbers', t('editor.numbers'), active?.numbers, () => chain().toggleOrderedList().run())}
        {tool('link', t('editor.link'), active?.link, () => {
          const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
          const href = window.prompt(t('editor.linkPrompt'), previous);
          if (href === null) return;
          if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
          else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
        })}
        {tool('undo', t('editor.undo'), undefined, () => chain().undo().run(), !active?.undo)}
        {tool('redo', t('editor.redo'), undefined, () => chain().redo().run(), !active?.redo)}
      </div>
      <EditorContent editor={editor} className={styles.surface} />
    </div>
  );
}

const TOOL_GLYPHS: Record<string, string> = { bold: 'B', italic: 'I', heading: 'H2', bullets: '•', numbers: '1.', link: 'URL', undo: '↶', redo: '↷' };
