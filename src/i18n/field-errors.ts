// Validation errors (from common/contract/validate.ts) as text in the player's language (spec §5).
import { useCallback } from 'react';
import type { FieldError } from '../../common/contract/validate';
import { useT } from '../app/app-context';
import type { TranslationKey } from '../../common/i18n/keys';

export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const t = useT();
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const params = error.params?.limit !== undefined ? { limit: error.params.limit } : undefined;
      return t(`validation.${error.key}` as TranslationKey, params);
    },
    [t],
  );
}
