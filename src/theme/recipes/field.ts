// Field recipe keyed by Ark's field anatomy: label, input, helper and error text; invalid and
// disabled looks come from the data attributes Ark sets.
import { fieldAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const field = defineSlotRecipe({
  className: 'field',
  description: 'Labelled form controls with their messages',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: {
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      _disabled: { color: 'fg.disabled' },
    },
    requiredIndicator: { color: 'danger.text', marginStart: '0.5' },
    input: {
      width: 'full',
      height: '11',
      px: '3',
      borderRadius: 'md',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'border.default',
      bg: 'bg.input',
      color: 'fg.default',
      fontSize: 'md',
      outline: 'none',
      transitionProperty: 'border-color, box-shadow',
      transitionDuration: 'fast',
      _placeholder: { color: 'fg.subtle' },
      _hover: { borderColor: 'border.strong' },
      _focusVisible: { borderColor: 'border.focus', boxShadow: 'glow' },
      // Not Panda's _invalid: it matches the native :invalid of an empty required input, which
      // painted pristine forms red (issue 13). Only the field's own verdict (Ark's data-invalid) counts.
      '&:is([data-invalid], [aria-invalid=true])': { borderColor: 'danger.border' },
      _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
      _readOnly: { bg: 'bg.muted' },
    },
    textarea: {
      width: 'full',
      p: '3',
      borderRadius: 'md',
      borderWidth: 'thin',
      borderColor: 'border.default',
      bg: 'bg.input',
      color: 'fg.default',
      // Not Panda's _invalid: it matches the native :invalid of an empty required input, which
      // painted pristine forms red (issue 13). Only the field's own verdict (Ark's data-invalid) counts.
      '&:is([data-invalid], [aria-invalid=true])': { borderColor: 'danger.border' },
    },
    select: {
      width: 'full',
      height: '11',
      px: '3',
      borderRadius: 'md',
      borderWidth: 'thin',
      borderColor: 'border.default',
      bg: 'bg.input',
      color: 'fg.default',
    },
    helperText: { fontSize: 'xs', color: 'fg.subtle' },
    errorText: { fontSize: 'xs', color: 'danger.text', fontWeight: 'medium' },
  },
});
