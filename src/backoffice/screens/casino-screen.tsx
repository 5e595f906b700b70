// Casino games (issue 16): the catalogue a page at a time, searched by name or code; a game opens its
// editor (published, order, featured on the Popular tab, catalogue tags); the lobby's categories are
// published and ordered in place. The player's casino pages read every change on their next request.
import { type ColumnDef } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectCan } from '../../../machines/backoffice-app/backoffice-app.selectors';
import type { OpsCasinoCategory, OpsGame } from '../../../machines/backoffice-casino/backoffice-casino.actors';
import { CASINO_PAGE, type casinoMachine } from '../../../machines/backoffice-casino/backoffice-casino.machine';
import {
  selectCanSaveGame,
  selectDraftSlugs,
  selectEditedGame,
  selectGameDraft,
  selectGameList,
  selectGameSearch,
  selectGameSkip,
  selectHasCasinoFailed,
  selectIsCasinoBusy,
  selectIsEditingGame,
  selectProvidersRef,
} from '../../../machines/backoffice-casino/backoffice-casino.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useBackoffice } from '../app/context';
import { DataTable } from '../data-table';
import { ListState, ScreenFrame } from '../screen-frame';
import { badge, filterBar, page, table, toolbar } from '../theme';
import { editorLayout } from './content-theme';
import { ProvidersPanel } from './providers-panel';

type CasinoRef = ActorRefFrom<typeof casinoMachine>;

export function CasinoScreen() {
  return <ScreenFrame screen="casino">{(casino) => <Casino casino={casino} />}</ScreenFrame>;
}

function Casino({ casino }: { casino: CasinoRef }) {
  const { t } = useBackoffice();
  const editing = useSelector(casino, selectIsEditingGame);
  const providers = useSelector(casino, selectProvidersRef);
  return (
    <section className={page()} data-testid="bo-casino">
      <h1>{t('casino.title')}</h1>
      {editing ? (
        <GameEditor casino={casino} />
      ) : (
        <>
          <GameSearch casino={casino} />
          <GameList casino={casino} />
          <LobbyCategories casino={casino} />
          {providers ? <ProvidersPanel providers={providers} /> : null}
        </>
      )}
    </section>
  );
}

function GameSearch({ casino }: { casino: CasinoRef }) {
  const { t } = useBackoffice();
  const search = useSelector(casino, selectGameSearch);
  const styles = field();
  return (
    <form
      className={filterBar()}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        casino.send({ type: 'casino.search.submitted' });
      }}
    >
      <label className={styles.root}>
        <span className={styles.label}>{t('casino.search')}</span>
        <input className={styles.input} name="search" value={search} maxLength={100} onChange={(event) => casino.send({ type: 'casino.search.changed', value: event.target.value })} />
      </label>
      <div>
        <button type="submit" className={button({ size: 'sm' })}>
          {t('casino.find')}
        </button>
      </div>
    </form>
  );
}

function GameList({ casino }: { casino: CasinoRef }) {
  const { actor, t } = useBackoffice();
  const mayEdit = useSelector(actor, selectCan('content:manage'));
  const list = useSelector(casino, selectGameList);
  const failed = useSelector(casino, selectHasCasinoFailed);
  const skip = useSelector(casino, selectGameSkip);
  const columns = useMemo<ColumnDef<OpsGame>[]>(
    () => [
      { id: 'sort', header: t('content.sort'), cell: ({ row }) => row.original.sort },
      {
        id: 'name',
        header: t('casino.name'),
        cell: ({ row }) =>
          mayEdit ? (
            <button type="button" className={button({ variant: 'link', size: 'sm' })} onClick={() => casino.send({ type: 'casino.game.opened', id: row.original.id })}>
              {row.original.name}
            </button>
          ) : (
            row.original.name
          ),
      },
      { id: 'code', header: t('casino.code'), cell: ({ row }) => row.original.gameCode },
      { id: 'provider', header: t('casino.provider'), cell: ({ row }) => row.original.providerName },
      { id: 'tags', header: t('casino.categories'), cell: ({ row }) => row.original.categories.join(', ') },
      {
        id: 'state',
        header: t('content.enabled'),
        cell: ({ row }) => (
          <div className={toolbar()}>
            <span className={badge({ tone: row.original.enabled ? 'success' : 'neutral' })}>{t(row.original.enabled ? 'site.published' : 'content.hidden')}</span>
            {row.original.featured ? <span className={badge({ tone: 'warning' })}>{t('casino.featuredShort')}</span> : null}
            {row.original.isLive ? <span className={badge({ tone: 'neutral' })}>{t('casino.live')}</span> : null}
          </div>
        ),
      },
    ],
    [t, mayEdit, casino],
  );
  const total = list?.total ?? 0;
  return (
    <ListState failed={failed} loaded={list !== null} empty={false} failedText="casino.failed" emptyText="casino.empty" onRetry={() => casino.send({ type: 'casino.retried' })}>
      <DataTable
        data={list?.items ?? []}
        columns={columns}
        rowId={(row) => String(row.id)}
        rowTestId="bo-game-row"
        rowData={(row) => ({ 'data-id': String(row.id), 'data-code': row.gameCode })}
        empty={t('casino.empty')}
      />
      <div className={toolbar()}>
        <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} disabled={skip === 0} onClick={() => casino.send({ type: 'casino.page.changed', skip: Math.max(0, skip - CASINO_PAGE) })}>
          {t('casino.previous')}
        </button>
        <span className={css({ fontSize: 'sm' })}>{t('casino.range', { from: total === 0 ? 0 : skip + 1, to: Math.min(total, skip + CASINO_PAGE), total })}</span>
        <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} disabled={skip + CASINO_PAGE >= total} onClick={() => casino.send({ type: 'casino.page.changed', skip: skip + CASINO_PAGE })}>
          {t('casino.next')}
        </button>
      </div>
    </ListState>
  );
}

function GameEditor({ casino }: { casino: CasinoRef }) {
  const { t } = useBackoffice();
  const draft = useSelector(casino, selectGameDraft);
  const game = useSelector(casino, selectEditedGame);
  const slugs = useSelector(casino, selectDraftSlugs);
  const canSave = useSelector(casino, selectCanSaveGame);
  const busy = useSelector(casino, selectIsCasinoBusy);
  const layout = editorLayout();
  const styles = field();
  if (!draft || !game) return null;
  const check = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' });
  return (
    <form
      className={layout.form}
      data-testid="bo-game-editor"
      onSubmit={(event) => {
        event.preventDefault();
        casino.send({ type: 'casino.saved' });
      }}
    >
      <h2 className={css({ fontWeight: 'bold' })}>
        {game.name} · {game.providerName} · {game.gameCode}
      </h2>
      <div className={layout.row}>
        <label className={styles.root}>
          <span className={styles.label}>{t('casino.order')}</span>
          <input className={styles.input} name="sort" type="number" min={0} max={100000} value={draft.sort} onChange={(event) => casino.send({ type: 'casino.sort.changed', value: Math.trunc(Number(event.target.value)) })} />
        </label>
        <label className={check}>
          <input type="checkbox" name="enabled" checked={draft.enabled} onChange={(event) => casino.send({ type: 'casino.game.changed', field: 'enabled', value: event.target.checked })} />
          {t('site.published')}
        </label>
        <label className={check}>
          <input type="checkbox" name="featured" checked={draft.featured} onChange={(event) => casino.send({ type: 'casino.game.changed', field: 'featured', value: event.target.checked })} />
          {t('casino.featured')}
        </label>
      </div>
      <fieldset className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <legend className={styles.label}>{t('casino.categories')}</legend>
        {slugs.map((slug) => (
          <label key={slug} className={check}>
            <input type="checkbox" name={`tag-${slug}`} checked={draft.categories.includes(slug)} onChange={() => casino.send({ type: 'casino.slug.toggled', slug })} />
            {slug}
          </label>
        ))}
      </fieldset>
      <p className={layout.hint}>{t('casino.categoriesHelp')}</p>
      <div className={toolbar()}>
        <button type="submit" className={button({ size: 'sm' })} disabled={!canSave} data-loading={busy || undefined}>
          {t('content.save')}
        </button>
        <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} onClick={() => casino.send({ type: 'casino.closed' })}>
          {t('content.cancel')}
        </button>
      </div>
    </form>
  );
}

function LobbyCategories({ casino }: { casino: CasinoRef }) {
  const { actor, t } = useBackoffice();
  const mayEdit = useSelector(actor, selectCan('content:manage'));
  const list = useSelector(casino, selectGameList);
  const busy = useSelector(casino, selectIsCasinoBusy);
  const styles = table();
  const fieldStyles = field();
  if (!list) return null;
  const change = (category: OpsCasinoCategory, enabled: boolean, sort: number) => casino.send({ type: 'casino.category.changed', id: category.id, enabled, sort });
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} aria-label={t('casino.lobby')}>
      <h2 className={css({ fontWeight: 'bold' })}>{t('casino.lobby')}</h2>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead className={styles.head}>
            <tr>
              {[t('casino.section'), t('casino.name'), t('casino.lists'), t('content.sort'), t('site.published')].map((label) => (
                <th key={label} className={styles.th}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.categories.map((category) => (
              <tr key={category.id} className={styles.row} data-testid="bo-casino-category" data-id={category.id}>
                <td className={styles.td}>{category.section}</td>
                <td className={styles.td}>{category.name}</td>
                <td className={styles.td}>{category.slugList.join(', ')}</td>
                <td className={styles.td}>
                  {/* Uncontrolled: the stored order is the form's default, the change goes out on Apply. */}
                  <form
                    key={category.sort}
                    className={toolbar()}
                    onSubmit={(event) => {
                      event.preventDefault();
                      change(category, category.enabled, Math.trunc(Number(new FormData(event.currentTarget).get('sort'))));
                    }}
                  >
                    <input className={fieldStyles.input} name="sort" type="number" min={0} max={100000} defaultValue={category.sort} disabled={!mayEdit} aria-label={`${t('content.sort')} ${category.name}`} />
                    {mayEdit ? (
                      <button type="submit" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} disabled={busy}>
                        {t('casino.apply')}
                      </button>
                    ) : null}
                  </form>
                </td>
                <td className={styles.td}>
                  <input
                    type="checkbox"
                    name="enabled"
                    aria-label={`${t('site.published')} ${category.name}`}
                    checked={category.enabled}
                    disabled={!mayEdit || busy}
                    onChange={(event) => change(category, event.target.checked, category.sort)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
