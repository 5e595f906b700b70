// Tombala rooms (issue 21, "a pool or fixed prize table per room (operator setting)"): every room with its
// price, ticket limit, times, prize table in words, on/off and its current game; one opens in a form whose
// fields say their own errors as they are typed (Save stays disabled until none is left). Switching a room off
// asks once more and says what happens. Its own screen, not a panel of the casino screen: reading the rooms
// needs `settings:read` (admin, finance, compliance, auditor), which the casino screen's `content:read`
// readers mostly lack. Changing needs `settings:manage`; the server refuses on its own.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectCan } from '../../../machines/backoffice-app/backoffice-app.selectors';
import type { OpsTombalaRoom } from '../../../machines/backoffice-tombala-rooms/backoffice-tombala-rooms.actors';
import type { RoomField, tombalaRoomsMachine } from '../../../machines/backoffice-tombala-rooms/backoffice-tombala-rooms.machine';
import {
  selectCanSaveRoom,
  selectDraftErrors,
  selectEditedRoom,
  selectHaveTombalaRoomsFailed,
  selectIsConfirmingOff,
  selectIsTombalaBusy,
  selectRoomDraft,
  selectRoomRefusal,
  selectRooms,
  selectTombalaShare,
} from '../../../machines/backoffice-tombala-rooms/backoffice-tombala-rooms.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useBackoffice } from '../app/context';
import { ConfirmDialog } from '../confirm-dialog';
import { formatTry } from '../format';
import type { BackofficeLocale, BackofficeTextKey, BackofficeTranslate } from '../i18n';
import { ListState, ScreenFrame } from '../screen-frame';
import { badge, filterBar, page, table, toolbar } from '../theme';
import { editorLayout } from './content-theme';

type RoomsRef = ActorRefFrom<typeof tombalaRoomsMachine>;

export function TombalaRoomsScreen() {
  return <ScreenFrame screen="tombala">{(rooms) => <TombalaRoomsPanel rooms={rooms} />}</ScreenFrame>;
}

const percentOf = (locale: BackofficeLocale, value: number) => new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 2 }).format(value);

/** The prize table in words: "Havuz %90 · 20/30/50" or "Sabit ₺20,00 / ₺40,00 / ₺100,00". */
export function prizeTableWords(room: OpsTombalaRoom, t: BackofficeTranslate, locale: BackofficeLocale): string {
  if (room.prizeMode === 'pool') {
    const split = `${room.splitCinko}/${room.splitIkinci}/${100 - room.splitCinko - room.splitIkinci}`;
    return t('tombala.pool', { percent: percentOf(locale, room.poolBasisPoints / 100), split });
  }
  const { cinko, ikinci, tombala } = room.fixedPrizes;
  return t('tombala.fixed', { cinko: formatTry(locale, cinko), ikinci: formatTry(locale, ikinci), tombala: formatTry(locale, tombala) });
}

export function TombalaRoomsPanel({ rooms }: { rooms: RoomsRef }) {
  const { actor, t, locale } = useBackoffice();
  const mayManage = useSelector(actor, selectCan('settings:manage'));
  const list = useSelector(rooms, selectRooms);
  const failed = useSelector(rooms, selectHaveTombalaRoomsFailed);
  const draft = useSelector(rooms, selectRoomDraft);
  const busy = useSelector(rooms, selectIsTombalaBusy);
  const styles = table();
  const seconds = (ms: number) => percentOf(locale, ms / 1000);
  return (
    <section className={page()} data-testid="bo-tombala">
      <h1>{t('tombala.title')}</h1>
      <p className={editorLayout().hint}>{t('tombala.help')}</p>
      {draft ? (
        <RoomForm rooms={rooms} />
      ) : (
        <ListState failed={failed} loaded={list !== null} empty={list?.length === 0} failedText="tombala.failed" emptyText="tombala.empty" onRetry={() => rooms.send({ type: 'tombala.retried' })}>
          <div className={toolbar()}>
            <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} disabled={busy} onClick={() => rooms.send({ type: 'tombala.refreshed' })}>
              {t('tombala.refresh')}
            </button>
            {mayManage ? (
              <button type="button" className={button({ size: 'sm' })} onClick={() => rooms.send({ type: 'tombala.room.added' })}>
                {t('tombala.new')}
              </button>
            ) : null}
          </div>
          <div className={styles.scroller}>
            <table className={styles.table}>
              <thead className={styles.head}>
                <tr>
                  {(['tombala.name', 'tombala.price', 'tombala.tickets', 'tombala.times', 'tombala.prizes', 'tombala.state', 'tombala.game'] as const).map((key) => (
                    <th key={key} className={styles.th}>
                      {t(key)}
                    </th>
                  ))}
                  <th className={styles.th} />
                </tr>
              </thead>
              <tbody>
                {(list ?? []).map((room) => {
                  const closing = !room.active && room.game !== null && room.game.phase !== 'finished';
                  return (
                    <tr key={room.id} className={styles.row} data-testid="bo-tombala-row" data-id={room.id}>
                      <td className={styles.td}>{locale === 'tr' ? room.nameTr : room.nameEn}</td>
                      <td className={styles.td}>{formatTry(locale, room.ticketPrice)}</td>
                      <td className={styles.td}>{room.maxTicketsPerPlayer}</td>
                      <td className={styles.td}>
                        {seconds(room.saleMs)} / {seconds(room.ballMs)}
                      </td>
                      <td className={styles.td}>{prizeTableWords(room, t, locale)}</td>
                      <td className={styles.td}>
                        <span className={badge({ tone: room.active ? 'success' : closing ? 'warning' : 'neutral' })}>{t(room.active ? 'tombala.on' : closing ? 'tombala.closing' : 'tombala.off')}</span>
                      </td>
                      <td className={styles.td}>
                        {room.game ? `${t(`tombala.phase.${room.game.phase}` as BackofficeTextKey)} · ${t('tombala.sold', { count: room.game.ticketsSold })}` : t('tombala.noGame')}
                      </td>
                      <td className={styles.td}>
                        <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} onClick={() => rooms.send({ type: 'tombala.room.opened', id: room.id })}>
                          {t(mayManage ? 'tombala.open' : 'tombala.view')}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </ListState>
      )}
      <SwitchOffDialog rooms={rooms} />
    </section>
  );
}

const INPUT_MODES: Partial<Record<RoomField, 'numeric' | 'decimal'>> = {
  sort: 'numeric',
  ticketPrice: 'decimal',
  maxTicketsPerPlayer: 'numeric',
  saleSeconds: 'decimal',
  ballSeconds: 'decimal',
  poolPercent: 'decimal',
  splitCinko: 'numeric',
  splitIkinci: 'numeric',
  fixedCinko: 'decimal',
  fixedIkinci: 'decimal',
  fixedTombala: 'decimal',
};

function RoomForm({ rooms }: { rooms: RoomsRef }) {
  const { actor, t } = useBackoffice();
  const mayManage = useSelector(actor, selectCan('settings:manage'));
  const draft = useSelector(rooms, selectRoomDraft);
  const room = useSelector(rooms, selectEditedRoom);
  const errors = useSelector(rooms, selectDraftErrors);
  const refusal = useSelector(rooms, selectRoomRefusal);
  const canSave = useSelector(rooms, selectCanSaveRoom);
  const busy = useSelector(rooms, selectIsTombalaBusy);
  const rest = useSelector(rooms, selectTombalaShare);
  const layout = editorLayout();
  const styles = field();
  if (!draft) return null;
  const editable = mayManage;
  const input = (name: RoomField) => {
    const error = errors[name];
    return (
      <label key={name} className={styles.root}>
        <span className={styles.label}>{t(`tombala.field.${name}` as BackofficeTextKey)}</span>
        <input
          className={styles.input}
          name={name}
          inputMode={INPUT_MODES[name]}
          autoComplete="off"
          disabled={!editable}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `tombala-error-${name}` : undefined}
          value={draft[name]}
          onChange={(event) => rooms.send({ type: 'tombala.field.changed', field: name, value: event.target.value })}
        />
        {error ? (
          <span id={`tombala-error-${name}`} className={styles.errorText} data-testid={`bo-tombala-error-${name}`}>
            {t(`tombala.error.${error}` as BackofficeTextKey)}
          </span>
        ) : null}
      </label>
    );
  };
  const check = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' });
  return (
    <form
      className={layout.form}
      data-testid="bo-tombala-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        rooms.send({ type: 'tombala.saved' });
      }}
    >
      <h2 className={css({ fontWeight: 'bold' })}>{draft.isNew ? t('tombala.newTitle') : `${room?.nameTr ?? draft.id} · ${draft.id}`}</h2>
      <div className={filterBar()}>
        {draft.isNew ? input('id') : null}
        {input('nameTr')}
        {input('nameEn')}
        {input('sort')}
      </div>
      <div className={filterBar()}>
        {input('ticketPrice')}
        {input('maxTicketsPerPlayer')}
        {input('saleSeconds')}
        {input('ballSeconds')}
      </div>
      <label className={check}>
        <input type="checkbox" name="active" checked={draft.active} disabled={!editable} onChange={(event) => rooms.send({ type: 'tombala.active.changed', value: event.target.checked })} />
        {t('tombala.field.active')}
      </label>
      <fieldset className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <legend className={styles.label}>{t('tombala.field.prizeMode')}</legend>
        {(['pool', 'fixed'] as const).map((mode) => (
          <label key={mode} className={check}>
            <input type="radio" name="prizeMode" value={mode} checked={draft.prizeMode === mode} disabled={!editable} onChange={() => rooms.send({ type: 'tombala.mode.changed', value: mode })} />
            {t(`tombala.mode.${mode}`)}
          </label>
        ))}
      </fieldset>
      {draft.prizeMode === 'pool' ? (
        <div className={filterBar()}>
          {input('poolPercent')}
          {input('splitCinko')}
          {input('splitIkinci')}
          <p className={layout.hint} data-testid="bo-tombala-rest">
            {t('tombala.field.splitTombala', { percent: rest === null ? '–' : rest })}
          </p>
        </div>
      ) : (
        <div className={filterBar()}>
          {input('fixedCinko')}
          {input('fixedIkinci')}
          {input('fixedTombala')}
        </div>
      )}
      {refusal ? (
        <p className={styles.errorText} role="alert" data-testid="bo-tombala-refusal">
          {refusal}
        </p>
      ) : null}
      <div className={toolbar()}>
        {editable ? (
          <button type="submit" className={button({ size: 'sm' })} disabled={!canSave} data-loading={busy || undefined}>
            {draft.isNew ? t('tombala.create') : t('content.save')}
          </button>
        ) : null}
        <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} onClick={() => rooms.send({ type: 'tombala.closed' })}>
          {editable ? t('content.cancel') : t('tombala.close')}
        </button>
      </div>
    </form>
  );
}

function SwitchOffDialog({ rooms }: { rooms: RoomsRef }) {
  const { t, locale } = useBackoffice();
  const open = useSelector(rooms, selectIsConfirmingOff);
  const room = useSelector(rooms, selectEditedRoom);
  const busy = useSelector(rooms, selectIsTombalaBusy);
  return (
    <ConfirmDialog
      open={open}
      title={t('tombala.offTitle', { name: room ? (locale === 'tr' ? room.nameTr : room.nameEn) : '' })}
      body={t('tombala.offHelp')}
      confirmLabel={t('tombala.offConfirm')}
      cancelLabel={t('content.cancel')}
      busy={busy}
      onConfirm={() => rooms.send({ type: 'tombala.off.confirmed' })}
      onCancel={() => rooms.send({ type: 'tombala.off.cancelled' })}
    />
  );
}
