// A labelled text input with its error underneath: Ark's Field (label, aria-invalid,
// aria-describedby wiring) styled by the field recipe. The value lives in a machine.
import { Field } from '@ark-ui/react/field';
import type { InputHTMLAttributes } from 'react';
import { field } from '../../styled-system/recipes/field';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange(value: string): void;
  /** The player left the field (blur): from then on its error may show. */
  onLeave?(): void;
  error?: string | undefined;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  disabled?: boolean;
}

export function TextField(props: TextFieldProps) {
  const styles = field();
  return (
    <Field.Root className={styles.root} invalid={Boolean(props.error)} required={props.required} disabled={props.disabled}>
      <Field.Label className={styles.label}>{props.label}</Field.Label>
      <Field.Input
        className={styles.input}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        onChange={(event) => props.onValueChange(event.currentTarget.value)}
        onBlur={props.onLeave}
      />
      <Field.ErrorText className={styles.errorText}>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}
