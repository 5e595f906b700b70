// The dashboard's deposit and withdraw screens: the methods of one transaction type (payment/methods)
// as cards with their limits; choosing one opens the dynamic payment dialog for it.
import { useSelector } from '@xstate/react';
import { createContentMachine } from '../../../machines/cms-content/cms-content.machine';
import { selectContent, selectHasFailed, selectIsLoading } from '../../../machines/cms-content/cms-content.selectors';
import { kurusFromTry, formatKurus } from '../../../machines/shared/money';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { type components } from '../../../common/contract/schema.gen';
import { unwrap } from '../../../common/contract/client';
import { useSend, useT } from '../../app/app-context';
import { useContent } from '../content/use-content';

type PaymentMethod = components['schemas']['PaymentMethod'];

const methodsMachine = createContentMachine<PaymentMethod[]>();

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
  listStyle: 'none',
  p: '0',
});

const card = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2',
  width: 'full',
  p: '4',
  textAlign: 'start',
  borderRadius: 'lg',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.hover' },
  _focusVisible: { borderColor: 'border.focus', outline: 'none' },
});

export function PaymentMethodsPage({ type }: { type: 1 | 2 }) {
  const t = useT();
  const send = useSend();
  const actor = useContent('paymentMethods', methodsMachine, async (api) => unwrap(await api.POST('/payment/methods', { body: { type } })).data);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  const methods = useSelector(actor, selectContent) ?? [];
  if (loading) return <p role="status">{t('payments.loading')}</p>;
  if (failed) {
    return (
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <p role="alert">{t('payments.failed')}</p>
        <button type="button" className={button({ variant: 'outline' })} onClick={() => actor.send({ type: 'content.retried' })}>
          {t('payments.retry')}
        </button>
      </div>
    );
  }
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={css({ color: 'fg.muted' })}>{type === 1 ? t('payments.depositIntro') : t('payments.withdrawIntro')}</p>
      {methods.length === 0 ? (
        <p>{t('payments.noMethods')}</p>
      ) : (
        <ul className={list} data-testid="payment-methods">
          {methods.map((method) => (
            <li key={method.id}>
              <button
                type="button"
                className={card}
                onClick={() =>
                  send({
                    type: 'dialog.open',
                    dialog: 'payment',
                    method: { id: method.id, type: method.type, title: method.name, displayType: method.displayType },
                  })
                }
              >
                {method.logoUrl ? (
                  <img src={method.logoUrl} alt="" width={96} height={32} className={css({ height: '8', width: 'auto' })} />
                ) : null}
                <strong>{method.name}</strong>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  {t('payments.limits', {
                    min: formatKurus(kurusFromTry(method.minAmount)),
                    max: formatKurus(kurusFromTry(method.maxAmount)),
                  })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
