// A link inside one dialog that opens another ("Hemen Giriş Yapın!", "Şifremi Unuttum", ...). A mouse press
// would first blur the focused field, whose on-blur error then pushes the link down before the button is
// released, so the click landed elsewhere and was lost (found by the dialogs' model-based test). The press
// keeps the focus where it is: the dialog is about to close, its field needs no verdict.
import type { ReactNode } from 'react';
import type { PlainDialogName } from '../../machines/dialogs/dialogs.machine';
import { button } from '../../styled-system/recipes/button';
import { useSend } from '../app/app-context';

export function DialogSwitchLink(props: { dialog: PlainDialogName; children: ReactNode }) {
  const send = useSend();
  return (
    <button
      type="button"
      className={button({ variant: 'link', size: 'sm' })}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => send({ type: 'dialog.open', dialog: props.dialog })}
    >
      {props.children}
    </button>
  );
}
