import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * The rich colours' text, darker than sonner's own: on their pale backgrounds its green, blue,
 * orange and red fall short of the 4.5:1 contrast that small text needs (WCAG 1.4.3).
 */
const READABLE_COLOURS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--error-text': 'hsl(360, 100%, 36%)',
} as CSSProperties;

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
      style={READABLE_COLOURS}
      toastOptions={{ closeButtonAriaLabel: 'Chiudi notifica', classNames: { title: 'font-semibold' } }}
    />
  );
}
