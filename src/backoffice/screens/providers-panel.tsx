// Providers' settings on the casino screen (issue 16): each game provider with its publication, whether it is
// configured (or what is missing) and its enabled games; one opens a form of its settings. Secret fields are
// password inputs that start empty and say whether a value is stored ("set; leave empty to keep"): the server
// never sends a secret back. Changing needs `providers:manage`; the server refuses on its own.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectCan } from '../../../machines/backoffice-app/backoffice-app.selectors';
import type { providersMachine } from '../../../machines/backoffice-providers/backoffice-providers.machine';
import {
  selectCanSaveProvider,
  selectEditedProvider,
  selectHaveProvidersFailed,
  selectIsProvidersBusy,
  selectProviderDraft,
  selectProviders,
} from '../../../machines/backoffice-providers/backoffice-providers.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useBackoffice } from '../app/context';
import { badge, table, toolbar } from '../theme';
import { editorLayout } from './content-theme';

type ProvidersRef = ActorRefFrom<typeof providersMachine>;

export function ProvidersPanel({ providers }: { providers: ProvidersRef }) {
  const { actor, t } = useBackoffice();
  const mayRead = useSelector(actor, selectCan('providers:read'));
  const list = useSelector(providers, selectProviders);
  const failed = useSelector(providers, selectHaveProvidersFailed);
  const draft = useSelector(providers, selectProviderDraft);
  const styles = table();
  if (!mayRead) return null;
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} aria-label={t('providers.title')} data-testid="bo-providers">
      <h2 className={css({ fontWeight: 'bold' })}>{t('providers.title')}</h2>
      {failed ? (
        <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} onClick={() => providers.send({ type: 'providers.retried' })}>
          {t('providers.retry')}
        </button>
      ) : null}
      {draft ? <ProviderEditor providers={providers} /> : null}
      {list && !draft ? (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <thead className={styles.head}>
              <tr>
                {[t('providers.name'), t('providers.games'), t('providers.state'), t('site.published'), ''].map((label, i) => (
                  <th key={i} className={styles.th}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((provider) => (
                <tr key={provider.code} className={styles.row} data-testid="bo-provider-row" data-code={provider.code}>
                  <td className={styles.td}>{provider.name}</td>
                  <td className={styles.td}>{provider.games}</td>
                  <td className={styles.td}>
                    {provider.configured ? (
                      <span className={badge({ tone: 'success' })}>{t('providers.configured')}</span>
                    ) : (
                      <span className={badge({ tone: 'danger' })} title={provider.problems.join('; ')}>
                        {t('providers.notConfigured')}
                      </span>
                    )}
                  </td>
                  <td className={styles.td}>{provider.enabled ? t('providers.on') : t('providers.off')}</td>
                  <td className={styles.td}>
                    <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} onClick={() => providers.send({ type: 'providers.opened', code: provider.code })}>
                      {t('providers.open')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

function ProviderEditor({ providers }: { providers: ProvidersRef }) {
  const { actor, t } = useBackoffice();
  const mayManage = useSelector(actor, selectCan('providers:manage'));
  const draft = useSelector(providers, selectProviderDraft);
  const provider = useSelector(providers, selectEditedProvider);
  const canSave = useSelector(providers, selectCanSaveProvider);
  const busy = useSelector(providers, selectIsProvidersBusy);
  const layout = editorLayout();
  const styles = field();
  if (!draft || !provider) return null;
  return (
    <form
      className={layout.form}
      data-testid="bo-provider-form"
      onSubmit={(event) => {
        event.preventDefault();
        providers.send({ type: 'providers.saved' });
      }}
    >
      <h3 className={css({ fontWeight: 'bold' })}>{provider.name}</h3>
      {provider.problems.length > 0 ? <p className={layout.hint}>{t('providers.problems', { problems: provider.problems.join('; ') })}</p> : null}
      <label className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' })}>
        <input type="checkbox" name="enabled" checked={draft.enabled} disabled={!mayManage} onChange={(event) => providers.send({ type: 'providers.enabled.changed', value: event.target.checked })} />
        {t('providers.enabled')}
      </label>
      {provider.settings.map((setting) => (
        <label key={setting.name} className={styles.root}>
          <span className={styles.label}>
            {setting.name}
            {setting.json ? ' (JSON)' : ''}
          </span>
          <input
            className={styles.input}
            name={setting.name}
            type={setting.secret ? 'password' : 'text'}
            autoComplete={setting.secret ? 'new-password' : 'off'}
            placeholder={setting.secret && setting.set ? '••••••••' : undefined}
            disabled={!mayManage}
            value={draft.values[setting.name] ?? ''}
            onChange={(event) => providers.send({ type: 'providers.field.changed', name: setting.name, value: event.target.value })}
          />
          {setting.secret ? <span className={layout.hint}>{setting.set ? t('providers.secretSet') : t('providers.secretUnset')}</span> : null}
        </label>
      ))}
      <div className={toolbar()}>
        {mayManage ? (
          <button type="submit" className={button({ size: 'sm' })} disabled={!canSave} data-loading={busy || undefined}>
            {t('content.save')}
          </button>
        ) : null}
        <button type="button" className={button({ size: 'sm', variant: 'ghost', palette: 'neutral' })} onClick={() => providers.send({ type: 'providers.closed' })}>
          {t('providers.close')}
        </button>
      </div>
    </form>
  );
}
