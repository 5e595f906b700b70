// Site content (issue 16): banner slides, content pages, start-up popups, the footer's texts and site
// options, one tab each. An item (or a new one) opens its editor beside a preview drawn as the player will
// see it (rich text through the player's SafeHtml); "published" is what the player's app is sent.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectCan } from '../../../machines/backoffice-app/backoffice-app.selectors';
import { SITE_KINDS, type SiteDraft, type SiteKind, type SiteLocale, type siteContentMachine } from '../../../machines/backoffice-site-content/backoffice-site-content.machine';
import {
  selectCanAddImage,
  selectCanSaveSite,
  selectHasSiteFailed,
  selectIsEditingSite,
  selectIsSiteBusy,
  selectSite,
  selectSiteDraft,
  selectSiteLocale,
  selectTab,
  selectWindowProblem,
} from '../../../machines/backoffice-site-content/backoffice-site-content.selectors';
import type { OpsSiteContent } from '../../../machines/backoffice-site-content/backoffice-site-content.actors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { SafeHtml } from '../../features/content/safe-html';
import { useBackoffice } from '../app/context';
import type { BackofficeTextKey } from '../i18n';
import { ListState, ScreenFrame } from '../screen-frame';
import { badge, page, table, toolbar } from '../theme';
import { editorLayout } from './content-theme';
import { ScheduleFields } from './schedule-fields';
import { LocalizedTextFields, SaveCancel } from './localized-text-fields';

type SiteRef = ActorRefFrom<typeof siteContentMachine>;

export function SiteContentScreen() {
  return <ScreenFrame screen="site">{(site) => <SiteContent site={site} />}</ScreenFrame>;
}

function SiteContent({ site }: { site: SiteRef }) {
  const editing = useSelector(site, selectIsEditingSite);
  return editing ? <SiteEditor site={site} /> : <SiteBrowser site={site} />;
}

interface Row {
  key: number | string;
  cells: ReactNode[];
  label: string;
  published: boolean | null;
}

/** The rows of a tab: what identifies the item, a few facts, and whether players see it. */
function rowsOf(content: OpsSiteContent, kind: SiteKind): { head: BackofficeTextKey[]; rows: Row[] } {
  const sliderName = (id: number) => content.sliders.find((s) => s.id === id)?.name ?? String(id);
  const categoryName = (id: number) => content.categories.find((c) => c.id === id)?.name ?? String(id);
  switch (kind) {
    case 'banner':
      return { head: ['site.slider', 'content.sort', 'content.slug', 'content.image'], rows: content.banners.map((b) => ({ key: b.id, label: b.slug, published: b.enabled, cells: [sliderName(b.sliderId), b.sort, b.slug, b.imageUrl] })) };
    case 'page':
      return { head: ['site.category', 'content.sort', 'content.slug', 'content.title'], rows: content.pages.map((p) => ({ key: p.id, label: p.texts.tr.title, published: p.enabled, cells: [categoryName(p.categoryId), p.sort, p.slug, p.texts.tr.title] })) };
    case 'popup':
      return { head: ['content.sort', 'content.slug', 'content.title', 'site.images'], rows: content.popups.map((p) => ({ key: p.id, label: p.slug, published: p.active, cells: [p.sort, p.slug, p.texts.tr.title, p.images.length] })) };
    case 'footer':
      return { head: ['site.key', 'site.text.tr'], rows: content.footer.map((f) => ({ key: f.key, label: f.key, published: null, cells: [f.key, f.tr] })) };
    case 'option':
      return { head: ['site.key', 'site.value', 'site.description'], rows: content.options.map((o) => ({ key: o.key, label: o.key, published: o.enabled, cells: [o.key, o.value, o.description ?? ''] })) };
  }
}

function SiteBrowser({ site }: { site: SiteRef }) {
  const { actor, t } = useBackoffice();
  const mayEdit = useSelector(actor, selectCan('content:manage'));
  const content = useSelector(site, selectSite);
  const failed = useSelector(site, selectHasSiteFailed);
  const tab = useSelector(site, selectTab);
  const styles = table();
  const layout = editorLayout();
  const { head, rows } = content ? rowsOf(content, tab) : { head: [], rows: [] };
  return (
    <section className={page()} data-testid="bo-site">
      <div className={toolbar()}>
        <h1 className={css({ flex: '1' })}>{t('site.title')}</h1>
        {mayEdit && tab !== 'footer' ? (
          <button type="button" className={button({ size: 'sm' })} onClick={() => site.send({ type: 'site.item.created', kind: tab })}>
            {t(`site.new.${tab}` as BackofficeTextKey)}
          </button>
        ) : null}
      </div>
      <div className={toolbar()} role="tablist">
        {SITE_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            aria-selected={kind === tab}
            data-testid={`bo-site-tab-${kind}`}
            className={button({ size: 'sm', variant: kind === tab ? 'solid' : 'ghost', palette: 'neutral' })}
            onClick={() => site.send({ type: 'site.tab.chosen', tab: kind })}
          >
            {t(`site.tab.${kind}` as BackofficeTextKey)}
          </button>
        ))}
      </div>
      {tab === 'footer' ? <p className={layout.hint}>{t('site.footerHint')}</p> : null}
      <ListState failed={failed} loaded={content !== null} empty={rows.length === 0} failedText="site.failed" emptyText="site.empty" onRetry={() => site.send({ type: 'site.retried' })}>
        <div className={styles.scroller}>
          <table className={styles.table}>
            <thead className={styles.head}>
              <tr>
                {head.map((key) => (
                  <th key={key} className={styles.th}>
                    {t(key)}
                  </th>
                ))}
                <th className={styles.th}>{t('content.enabled')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className={styles.row} data-testid="bo-site-row" data-key={row.key}>
                  {row.cells.map((cell, i) => (
                    <td key={i} className={styles.td}>
                      {i === 0 && mayEdit ? (
                        <button type="button" className={button({ variant: 'link', size: 'sm' })} onClick={() => site.send({ type: 'site.item.opened', kind: tab, key: row.key })}>
                          {cell}
                        </button>
                      ) : (
                        cell
                      )}
                    </td>
                  ))}
                  <td className={styles.td}>
                    {row.published === null ? null : <span className={badge({ tone: row.published ? 'success' : 'neutral' })}>{t(row.published ? 'site.published' : 'site.draft')}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
    </section>
  );
}

function TextField({ label, name, value, onChange, type = 'text' }: { label: string; name: string; value: string | number; onChange: (value: string) => void; type?: 'text' | 'number' | 'datetime-local' }) {
  const styles = field();
  return (
    <label className={styles.root}>
      <span className={styles.label}>{label}</span>
      <input className={styles.input} name={name} type={type} min={type === 'number' ? 0 : undefined} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

function Check({ label, name, checked, onChange }: { label: string; name: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', pb: '2' })}>
      <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

function Choice({ label, name, value, options, onChange }: { label: string; name: string; value: number; options: Array<{ id: number; name: string }>; onChange: (id: number) => void }) {
  const styles = field();
  return (
    <label className={styles.root}>
      <span className={styles.label}>{label}</span>
      <select className={styles.input} name={name} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function SiteEditor({ site }: { site: SiteRef }) {
  const { t } = useBackoffice();
  const draft = useSelector(site, selectSiteDraft);
  const content = useSelector(site, selectSite);
  const busy = useSelector(site, selectIsSiteBusy);
  const canSave = useSelector(site, selectCanSaveSite);
  const locale = useSelector(site, selectSiteLocale);
  const windowProblem = useSelector(site, selectWindowProblem);
  const layout = editorLayout();
  if (!draft || !content) return null;
  const set = (name: string, value: string | number | boolean) => site.send({ type: 'site.field.changed', field: name, value });
  const sort = (value: string) => set('sort', Math.trunc(Number(value) || 0));
  const title = 'id' in draft ? (draft.id === null ? t(`site.new.${draft.kind}` as BackofficeTextKey) : `${t('content.edit')}: ${'slug' in draft ? draft.slug : ''}`) : `${t('content.edit')}: ${draft.key}`;
  return (
    <section className={page()} data-testid="bo-site-editor">
      <h1>{title}</h1>
      <div className={layout.grid}>
        <form
          className={layout.form}
          onSubmit={(event) => {
            event.preventDefault();
            site.send({ type: 'site.saved' });
          }}
        >
          {draft.kind === 'banner' ? (
            <>
              <div className={layout.row}>
                <TextField label={t('content.slug')} name="slug" value={draft.slug} onChange={(v) => set('slug', v)} />
                <TextField label={t('content.sort')} name="sort" type="number" value={draft.sort} onChange={sort} />
                <Check label={t('site.published')} name="enabled" checked={draft.enabled} onChange={(v) => set('enabled', v)} />
              </div>
              <Choice label={t('site.slider')} name="sliderId" value={draft.sliderId} options={content.sliders} onChange={(v) => set('sliderId', v)} />
              <TextField label={t('content.image')} name="imageUrl" value={draft.imageUrl} onChange={(v) => set('imageUrl', v)} />
              <TextField label={t('site.imageMd')} name="imageUrlMd" value={draft.imageUrlMd} onChange={(v) => set('imageUrlMd', v)} />
              <TextField label={t('site.imageLg')} name="imageUrlLg" value={draft.imageUrlLg} onChange={(v) => set('imageUrlLg', v)} />
              <TextField label={t('site.link')} name="url" value={draft.url} onChange={(v) => set('url', v)} />
              <Check label={t('site.newTab')} name="target" checked={draft.target === '_blank'} onChange={(v) => set('target', v ? '_blank' : '_self')} />
              <TextField label={t('site.alt')} name="alt" value={draft.alt} onChange={(v) => set('alt', v)} />
              <p className={layout.hint}>{t('site.urlHint')}</p>
              <ScheduleFields startsAt={draft.startsAt} endsAt={draft.endsAt} problem={windowProblem} onChange={set} testId="bo-banner-window-problem" />
            </>
          ) : null}
          {draft.kind === 'page' || draft.kind === 'popup' ? (
            <>
              <div className={layout.row}>
                <TextField label={t('content.slug')} name="slug" value={draft.slug} onChange={(v) => set('slug', v)} />
                <TextField label={t('content.sort')} name="sort" type="number" value={draft.sort} onChange={sort} />
                <Check label={t('site.published')} name="enabled" checked={draft.enabled} onChange={(v) => set('enabled', v)} />
              </div>
              {draft.kind === 'page' ? <Choice label={t('site.category')} name="categoryId" value={draft.categoryId} options={content.categories} onChange={(v) => set('categoryId', v)} /> : <PopupImages site={site} images={draft.images} />}
              {draft.kind === 'popup' ? <ScheduleFields startsAt={draft.startsAt} endsAt={draft.endsAt} problem={windowProblem} onChange={set} testId="bo-popup-window-problem" /> : null}
              <LocalizedText site={site} draft={draft} />
            </>
          ) : null}
          {draft.kind === 'footer' ? (
            <>
              <TextField label={t('site.text.tr')} name="tr" value={draft.tr} onChange={(v) => set('tr', v)} />
              <TextField label={t('site.text.en')} name="en" value={draft.en} onChange={(v) => set('en', v)} />
            </>
          ) : null}
          {draft.kind === 'option' ? (
            <>
              {draft.isNew ? <TextField label={t('site.key')} name="key" value={draft.key} onChange={(v) => set('key', v)} /> : null}
              <TextField label={t('site.value')} name="value" value={draft.value} onChange={(v) => set('value', v)} />
              <TextField label={t('site.description')} name="description" value={draft.description} onChange={(v) => set('description', v)} />
              <Check label={t('site.published')} name="enabled" checked={draft.enabled} onChange={(v) => set('enabled', v)} />
            </>
          ) : null}
          <SaveCancel canSave={canSave} busy={busy} onCancel={() => site.send({ type: 'site.closed' })} />
        </form>
        <aside className={layout.preview} aria-label={t('content.preview')}>
          <h2 className={layout.hint}>{t('content.preview')}</h2>
          <div className={layout.previewFrame} data-testid="bo-site-preview">
            <Preview draft={draft} locale={locale} />
          </div>
        </aside>
      </div>
    </section>
  );
}

function PopupImages({ site, images }: { site: SiteRef; images: Array<{ url: string; link: string }> }) {
  const { t } = useBackoffice();
  const canAdd = useSelector(site, selectCanAddImage);
  const styles = field();
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <legend className={styles.label}>{t('site.images')}</legend>
      {images.map((image, index) => (
        <div key={index} className={toolbar()}>
          <input className={styles.input} name={`image-${index}`} aria-label={`${t('content.image')} ${index + 1}`} value={image.url} onChange={(event) => site.send({ type: 'site.image.changed', index, field: 'url', value: event.target.value })} />
          <input className={styles.input} name={`link-${index}`} aria-label={`${t('site.link')} ${index + 1}`} value={image.link} onChange={(event) => site.send({ type: 'site.image.changed', index, field: 'link', value: event.target.value })} />
          <button type="button" className={button({ size: 'sm', variant: 'ghost', palette: 'neutral' })} onClick={() => site.send({ type: 'site.image.removed', index })}>
            {t('site.removeImage')}
          </button>
        </div>
      ))}
      <div>
        <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} disabled={!canAdd} onClick={() => site.send({ type: 'site.image.added' })}>
          {t('site.addImage')}
        </button>
      </div>
    </fieldset>
  );
}

function LocalizedText({ site, draft }: { site: SiteRef; draft: Extract<SiteDraft, { kind: 'page' | 'popup' }> }) {
  const locale = useSelector(site, selectSiteLocale);
  const text = draft.texts[locale];
  return (
    <LocalizedTextFields
      locale={locale}
      title={text.title}
      html={text.html}
      editorKey={`${draft.kind}-${draft.id ?? 'new'}-${locale}`}
      onLocale={(code) => site.send({ type: 'site.locale.chosen', locale: code })}
      onTitle={(value) => site.send({ type: 'site.text.changed', field: 'title', value })}
      onHtml={(html) => site.send({ type: 'site.text.changed', field: 'html', value: html })}
    />
  );
}

/** What the player will see of the draft, in the language being edited (English falls back to Turkish as the server does). */
function Preview({ draft, locale }: { draft: SiteDraft; locale: SiteLocale }) {
  const image = css({ width: 'full', objectFit: 'cover', borderRadius: 'md' });
  const heading = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg' });
  switch (draft.kind) {
    case 'banner':
      return draft.imageUrl.trim() ? (
        <a href={draft.url.trim() || '#'} target={draft.target} rel="noreferrer" onClick={(event) => event.preventDefault()}>
          <img src={draft.imageUrl.trim()} alt={draft.alt} className={css({ width: 'full', aspectRatio: 'banner', objectFit: 'cover', borderRadius: 'md' })} />
        </a>
      ) : null;
    case 'page':
    case 'popup': {
      const text = locale === 'en' && !draft.texts.en.title.trim() && !(draft.kind === 'popup' && draft.texts.en.html.trim()) ? draft.texts.tr : draft.texts[locale];
      return (
        <>
          {draft.kind === 'popup' ? draft.images.filter((i) => i.url.trim()).map((i, n) => <img key={n} src={i.url.trim()} alt="" className={image} />) : null}
          <h2 className={heading}>{text.title}</h2>
          <SafeHtml html={text.html} />
        </>
      );
    }
    case 'footer':
      return <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{locale === 'en' && draft.en.trim() ? draft.en : draft.tr}</p>;
    case 'option':
      return (
        <code>
          {draft.key} = {draft.value}
        </code>
      );
  }
}
