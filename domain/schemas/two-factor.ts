import { z } from '../zod';

/** The proprietario's setting: whether staff must sign in with a second factor. */
export const staffTwoFactorSchema = z.object({ required: z.boolean({ error: 'Indica se la verifica è obbligatoria' }) });
export type StaffTwoFactorInput = z.infer<typeof staffTwoFactorSchema>;

export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE = 'La verifica in due passaggi è obbligatoria per lo staff: attivala per continuare.';
export const OWN_TWO_FACTOR_FIRST_MESSAGE = 'Attiva prima la verifica in due passaggi sul tuo account (Profilo › Impostazioni).';
export const TWO_FACTOR_NOT_ACTIVE_MESSAGE = 'Questo account non ha la verifica in due passaggi attiva.';
