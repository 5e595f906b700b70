// The back office's root actor and translator, handed to components through React context.
import { createContext, type ReactNode, useContext } from 'react';
import type { BackofficeLocale, BackofficeTranslate } from '../i18n';
import type { BackofficeActor } from './create-backoffice';

interface BackofficeContextValue {
  actor: BackofficeActor;
  locale: BackofficeLocale;
  t: BackofficeTranslate;
}

const Context = createContext<BackofficeContextValue | null>(null);

export function BackofficeProvider(props: BackofficeContextValue & { children: ReactNode }) {
  const { children, ...value } = props;
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useBackoffice(): BackofficeContextValue {
  const value = useContext(Context);
  if (!value) throw new Error('useBackoffice outside BackofficeProvider');
  return value;
}
