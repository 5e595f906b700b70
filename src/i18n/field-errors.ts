// Validation errors (from src/api/validate.ts) as text in the player's language (spec §5).
import { useCallback } from 'react';
import type { FieldError } from '../api/validate';
import { useT } from '../app/app-context';
import type { TranslationKey } from './keys';

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
