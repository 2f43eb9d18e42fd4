import { ClientPicker, type ClientPickerProps } from '@web/components/client-picker';
import { clientOptions } from '../api/client-options';

export type { ChosenClient } from '@web/components/client-picker';

/**
 * Cliente of Nuova Scadenza: the client picker over the approved clients (only they have
 * obligations). Inside a FormField the button takes the field's label and message.
 */
export function ClientField(props: Omit<ClientPickerProps, 'query'>) {
  return <ClientPicker {...props} query={clientOptions} />;
}
