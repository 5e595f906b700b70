// The language select at the end of the side menu (spec §2, placeholder "Select Language"): choosing
// a language sends language.changed; the app stores it and reloads (spec §4).
import { createListCollection, Select } from '@ark-ui/react/select';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectLocale, selectSite } from '../../machines/app/app.selectors';
import { isLocale } from '../i18n/translate';
import { select } from '../../styled-system/recipes/select';
import { useAppActor, useSend, useT } from '../app/app-context';
import { ChevronDownIcon } from '../ui/icons';

export default function LanguageSelect() {
  const t = useT();
  const send = useSend();
  const actor = useAppActor();
  const site = useSelector(actor, selectSite);
  const locale = useSelector(actor, selectLocale);
  const collection = useMemo(
    () =>
      createListCollection({
        items: (site?.languages ?? []).map((language) => ({ label: language.name, value: language.locale })),
      }),
    [site],
  );
  const styles = select();
  return (
    <Select.Root
      className={styles.root}
      collection={collection}
      value={locale ? [locale] : []}
      // Rendered in place (the drawer is a modal dialog that hides everything outside it); the fixed
      // strategy keeps the list from being clipped by the scrolling menu.
      positioning={{ sameWidth: true, strategy: 'fixed' }}
      onValueChange={(details) => {
        const chosen = details.value[0];
        if (isLocale(chosen) && chosen !== locale) send({ type: 'language.changed', locale: chosen });
      }}
    >
      <Select.Label className={styles.label}>{t('menu.language')}</Select.Label>
      <Select.Control className={styles.control}>
        <Select.Trigger className={styles.trigger}>
          <Select.ValueText className={styles.valueText} placeholder={t('menu.selectLanguage')} />
          <Select.Indicator className={styles.indicator}>
            <ChevronDownIcon width={16} height={16} />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Select.Positioner className={styles.positioner}>
        <Select.Content className={styles.content}>
          {collection.items.map((item) => (
            <Select.Item key={item.value} item={item} className={styles.item}>
              <Select.ItemText className={styles.itemText}>{item.label}</Select.ItemText>
              <Select.ItemIndicator className={styles.itemIndicator}>✓</Select.ItemIndicator>
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
      <Select.HiddenSelect />
    </Select.Root>
  );
}
