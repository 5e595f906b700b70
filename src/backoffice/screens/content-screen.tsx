// Content: promotions (issue 16). The list as stored; a promotion (or a new one) opens its editor — the
// address, order, publication, image, and per language the title and the rich text in a real editor,
// loaded only here — beside a preview drawn with the player's own components (the promotion card's
// title and image, the detail's sanitised HTML), so the operator sees what players will.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectCan } from '../../../machines/backoffice-app/backoffice-app.selectors';
import type { contentMachine } from '../../../machines/backoffice-content/backoffice-content.machine';
import {
  selectCanSave,
  selectDraft,
  selectHasFailed,
  selectIsBusy,
  selectIsEditing,
  selectLocale,
  selectPromotions,
  selectWindowProblem,
} from '../../../machines/backoffice-content/backoffice-content.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { SafeHtml } from '../../features/content/safe-html';
import { useBackoffice } from '../app/context';
import { ScreenFrame } from '../screen-frame';
import { formatDateTime } from '../format';
import type { BackofficeTextKey } from '../i18n';
import { badge, page, table, toolbar } from '../theme';
import { editorLayout } from './content-theme';
import { LocalizedTextFields, SaveCancel } from './localized-text-fields';
import { ScheduleFields } from './schedule-fields';

type ContentRef = ActorRefFrom<typeof contentMachine>;

export function ContentScreen() {
  return <ScreenFrame screen="content">{(content) => <Content content={content} />}</ScreenFrame>;
}

function Content({ content }: { content: ContentRef }) {
  const editing = useSelector(content, selectIsEditing);
  return editing ? <PromotionEditor content={content} /> : <PromotionList content={content} />;
}

function PromotionList({ content }: { content: ContentRef }) {
  const { actor, t, locale } = useBackoffice();
  const mayEdit = useSelector(actor, selectCan('content:manage'));
  const promotions = useSelector(content, selectPromotions);
  const failed = useSelector(content, selectHasFailed);
  const styles = table();
  return (
    <section className={page()} data-testid="bo-content">
      <div className={toolbar()}>
        <h1 className={css({ flex: '1' })}>{t('content.promotions')}</h1>
        {mayEdit ? (
          <button type="button" className={button({ size: 'sm' })} onClick={() => content.send({ type: 'content.promotion.created' })}>
            {t('content.new')}
          </button>
        ) : null}
      </div>
      {failed ? (
        <div className={toolbar()}>
          <p>{t('content.failed')}</p>
          <button type="button" className={button({ size: 'sm', variant: 'outline' })} onClick={() => content.send({ type: 'content.retried' })}>
            {t('content.retry')}
          </button>
        </div>
      ) : !promotions ? (
        <p className={styles.empty}>{t('shell.loading')}</p>
      ) : promotions.length === 0 ? (
        <p className={styles.empty}>{t('content.empty')}</p>
      ) : (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <thead className={styles.head}>
              <tr>
                {(['content.sort', 'content.title', 'content.slug', 'content.enabled', 'content.updated'] as BackofficeTextKey[]).map((key) => (
                  <th key={key} className={styles.th}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {promotions.map((promotion) => (
                <tr key={promotion.id} className={styles.row} data-testid="bo-promotion-row">
                  <td className={styles.td}>{promotion.sort}</td>
                  <td className={styles.td}>
                    {mayEdit ? (
                      <button type="button" className={button({ variant: 'link', size: 'sm' })} onClick={() => content.send({ type: 'content.promotion.opened', id: promotion.id })}>
                        {promotion.texts.tr.title}
                      </button>
                    ) : (
                      promotion.texts.tr.title
                    )}
                  </td>
                  <td className={styles.td}>{promotion.slug}</td>
                  <td className={styles.td}>
                    <span className={badge({ tone: promotion.enabled ? 'success' : 'neutral' })}>{t(promotion.enabled ? 'content.enabled' : 'content.hidden')}</span>
                  </td>
                  <td className={styles.td}>{formatDateTime(locale, promotion.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function PromotionEditor({ content }: { content: ContentRef }) {
  const { t } = useBackoffice();
  const draft = useSelector(content, selectDraft);
  const locale = useSelector(content, selectLocale);
  const busy = useSelector(content, selectIsBusy);
  const canSave = useSelector(content, selectCanSave);
  const windowProblem = useSelector(content, selectWindowProblem);
  const layout = editorLayout();
  const fieldStyles = field();
  if (!draft) return null;
  const text = draft.texts[locale];
  // What players of this language see: English falls back to Turkish when it has no title, as the server does.
  const shown = locale === 'en' && !draft.texts.en.title.trim() ? draft.texts.tr : text;
  return (
    <section className={page()} data-testid="bo-promotion-editor">
      <h1>{draft.id === null ? t('content.new') : `${t('content.edit')}: ${draft.texts.tr.title}`}</h1>
      <div className={layout.grid}>
        <form
          className={layout.form}
          onSubmit={(event) => {
            event.preventDefault();
            content.send({ type: 'content.saved' });
          }}
        >
          <div className={layout.row}>
            <label className={fieldStyles.root}>
              <span className={fieldStyles.label}>{t('content.slug')}</span>
              <input className={fieldStyles.input} name="slug" value={draft.slug} onChange={(event) => content.send({ type: 'content.field.changed', field: 'slug', value: event.target.value })} />
            </label>
            <label className={fieldStyles.root}>
              <span className={fieldStyles.label}>{t('content.sort')}</span>
              <input
                className={fieldStyles.input}
                name="sort"
                type="number"
                min={0}
                value={draft.sort}
                onChange={(event) => content.send({ type: 'content.sort.changed', value: Math.trunc(Number(event.target.value) || 0) })}
              />
            </label>
            <label className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', pb: '2' })}>
              <input type="checkbox" name="enabled" checked={draft.enabled} onChange={(event) => content.send({ type: 'content.enabled.changed', value: event.target.checked })} />
              {t('content.enabled')}
            </label>
          </div>
          <label className={fieldStyles.root}>
            <span className={fieldStyles.label}>{t('content.image')}</span>
            <input className={fieldStyles.input} name="imageUrl" value={draft.imageUrl} onChange={(event) => content.send({ type: 'content.field.changed', field: 'imageUrl', value: event.target.value })} />
          </label>
          <ScheduleFields
            startsAt={draft.startsAt}
            endsAt={draft.endsAt}
            problem={windowProblem}
            onChange={(name, value) => content.send({ type: 'content.field.changed', field: name, value })}
            testId="bo-promotion-window-problem"
          />
          <LocalizedTextFields
            locale={locale}
            title={text.title}
            html={text.descriptionHtml}
            editorKey={`${draft.id ?? 'new'}-${locale}`}
            onLocale={(code) => content.send({ type: 'content.locale.chosen', locale: code })}
            onTitle={(value) => content.send({ type: 'content.text.changed', field: 'title', value })}
            onHtml={(html) => content.send({ type: 'content.text.changed', field: 'descriptionHtml', value: html })}
          />
          <SaveCancel canSave={canSave} busy={busy} onCancel={() => content.send({ type: 'content.closed' })} />
        </form>
        <aside className={layout.preview} aria-label={t('content.preview')}>
          <h2 className={layout.hint}>{t('content.preview')}</h2>
          <div className={layout.previewFrame} data-testid="bo-promotion-preview">
            {draft.imageUrl.trim() ? <img src={draft.imageUrl.trim()} alt="" className={css({ width: 'full', aspectRatio: 'banner', objectFit: 'cover', borderRadius: 'md' })} /> : null}
            <h2 className={css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg' })}>{shown.title}</h2>
            <SafeHtml html={shown.descriptionHtml} />
          </div>
        </aside>
      </div>
    </section>
  );
}
