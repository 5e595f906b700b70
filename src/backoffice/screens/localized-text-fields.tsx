// The part every content editor shares: the language tabs (Turkish, English), the title and the rich text
// of the chosen language in the real editor (its own lazy chunk), and the save / cancel buttons. The
// texts and the chosen language are the calling flow's.
import { lazy, Suspense } from 'react';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useBackoffice } from '../app/context';
import type { BackofficeTextKey } from '../i18n';
import { toolbar } from '../theme';
import { editorLayout } from './content-theme';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

export type EditedLocale = 'tr' | 'en';
const LOCALES: readonly EditedLocale[] = ['tr', 'en'];

export function LocalizedTextFields(props: {
  locale: EditedLocale;
  title: string;
  html: string;
  /** Changes when another item or language opens, so the editor starts from its text. */
  editorKey: string;
  onLocale(locale: EditedLocale): void;
  onTitle(title: string): void;
  onHtml(html: string): void;
}) {
  const { t } = useBackoffice();
  const layout = editorLayout();
  const styles = field();
  return (
    <>
      <div className={layout.tabs} role="tablist">
        {LOCALES.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            aria-selected={code === props.locale}
            className={button({ size: 'sm', variant: code === props.locale ? 'solid' : 'ghost', palette: 'neutral' })}
            onClick={() => props.onLocale(code)}
          >
            {t(`content.locale.${code}` as BackofficeTextKey)}
          </button>
        ))}
      </div>
      {props.locale === 'en' ? <p className={layout.hint}>{t('content.enOptional')}</p> : null}
      <label className={styles.root}>
        <span className={styles.label}>{t('content.title')}</span>
        <input className={styles.input} name="title" value={props.title} onChange={(event) => props.onTitle(event.target.value)} />
      </label>
      <div className={styles.root}>
        <span className={styles.label}>{t('content.body')}</span>
        <Suspense fallback={<p className={layout.hint}>{t('content.editorLoading')}</p>}>
          <RichTextEditor key={props.editorKey} html={props.html} label={`${t('content.body')} (${props.locale})`} onChange={props.onHtml} />
        </Suspense>
      </div>
    </>
  );
}

export function SaveCancel({ canSave, busy, onCancel }: { canSave: boolean; busy: boolean; onCancel(): void }) {
  const { t } = useBackoffice();
  return (
    <div className={toolbar()}>
      <button type="submit" className={button({ size: 'sm' })} disabled={!canSave} data-loading={busy || undefined}>
        {t('content.save')}
      </button>
      <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} onClick={onCancel}>
        {t('content.cancel')}
      </button>
    </div>
  );
}
