import { Toaster as Sonner } from 'sonner';

/** The app's one list of toasts (web/src/lib/toast.ts shows them). */
export function Toaster() {
  return (
    <Sonner
      // At the top centre, just below the header (3.5rem): clear of the rows' actions at the right,
      // where the pointer usually is when a write ends (decision 100).
      position="top-center"
      richColors
      closeButton
      containerAriaLabel="Notifiche"
      offset={{ top: 64 }}
      mobileOffset={{ top: 64, left: 12, right: 12 }}
      toastOptions={{ closeButtonAriaLabel: 'Chiudi notifica', classNames: { title: 'font-semibold', description: 'opacity-90' } }}
    />
  );
}
