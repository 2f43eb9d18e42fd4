import { z } from '../zod';

/** How a proprietario or admin receives the compliance reminders. */
export const REMINDER_MODES = ['each', 'digest', 'none'] as const;
export type ReminderMode = (typeof REMINDER_MODES)[number];

export const REMINDER_MODE_LABELS: Record<ReminderMode, { label: string; description: string }> = {
  each: { label: 'Ogni promemoria', description: 'Un\'email per ciascun promemoria di ciascuna scadenza.' },
  digest: { label: 'Riepilogo giornaliero', description: 'Un\'unica email al giorno con tutti i promemoria di quel giorno.' },
  none: { label: 'Nessuno', description: 'Nessuna email: le scadenze restano visibili nella pagina Scadenze.' },
};

export const reminderPreferencesSchema = z.strictObject({
  mode: z.enum(REMINDER_MODES, { error: 'Scegli come ricevere i promemoria' }),
});
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;
