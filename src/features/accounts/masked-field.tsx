// A text field whose input follows a digit mask (phone, TC No, birth date boxes, SMS codes), with an
// optional fixed prefix shown before it (the phone's 90). The value handed up is the bare digits.
import { Field } from '@ark-ui/react/field';
import { css } from '../../../styled-system/css';
import { field } from '../../../styled-system/recipes/field';
import { applyMask, digitCount, digitsOf } from './masks';

export interface MaskedFieldProps {
  label: string;
  name: string;
  /** The bare digits. */
  value: string;
  onValueChange(digits: string): void;
  /** The player left the field (blur): from then on its error may show. */
  onLeave?(): void;
  /** 0 marks a digit; anything else is a literal shown between digits. */
  pattern: string;
  prefix?: string;
  placeholder?: string;
  error?: string | undefined;
  required?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
}

export function MaskedField(props: MaskedFieldProps) {
  const styles = field();
  const limit = digitCount(props.pattern);
  const input = (
    <Field.Input
      className={styles.input}
      name={props.name}
      inputMode="numeric"
      value={applyMask(props.value, props.pattern)}
      placeholder={props.placeholder ?? props.pattern}
      maxLength={props.pattern.length}
      readOnly={props.readOnly}
      autoComplete={props.autoComplete ?? 'off'}
      onChange={(event) => props.onValueChange(digitsOf(event.currentTarget.value, limit))}
      onBlur={props.onLeave}
    />
  );
  return (
    <Field.Root className={styles.root} invalid={Boolean(props.error)} required={props.required}>
      <Field.Label className={styles.label}>{props.label}</Field.Label>
      {props.prefix ? (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <span aria-hidden="true" className={css({ fontWeight: 'semibold', color: 'fg.muted' })}>
            +{props.prefix}
          </span>
          <div className={css({ flex: '1' })}>{input}</div>
        </div>
      ) : (
        input
      )}
      <Field.ErrorText className={styles.errorText}>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}
