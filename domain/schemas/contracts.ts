import { z } from '../zod';
import { pageFields, searchField, sortFields } from './list-query';

/** Extensions accepted for a contract (spec part 2 section 5); the server decides by the bytes. */
export const CONTRACT_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt'] as const;
export const CONTRACT_ACCEPT = '.pdf,.doc,.docx,.txt';
export const CONTRACT_WRONG_KIND_MESSAGE = 'Formato non supportato: carica un file PDF, DOC, DOCX o TXT.';

export const CONTRACTS_PAGE_SIZE = 20;

export function hasContractExtension(name: string): boolean {
  const ext = name.trim().toLowerCase().split('.').pop() ?? '';
  return name.includes('.') && (CONTRACT_EXTENSIONS as readonly string[]).includes(ext);
}

const title = z
  .string({ error: 'Il titolo è obbligatorio' })
  .trim()
  .min(1, 'Il titolo è obbligatorio')
  .max(200, 'Il titolo è troppo lungo (massimo 200 caratteri)');
const description = z.string().trim().max(2000, 'La descrizione è troppo lunga (massimo 2000 caratteri)');

/** The text fields sent with an uploaded contract (multipart). */
export const contractUploadFieldsSchema = z.object({
  title,
  description: description
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});

/** The upload dialog's form. */
export const contractUploadFormSchema = z.object({
  title,
  description,
  file: z
    .custom<File>((v) => typeof Blob !== 'undefined' && v instanceof Blob, 'Seleziona un file')
    .refine((f) => hasContractExtension(f.name), CONTRACT_WRONG_KIND_MESSAGE),
});
export type ContractUploadForm = z.infer<typeof contractUploadFormSchema>;

export const ENTITY_TYPES = ['persona_fisica', 'persona_giuridica'] as const;
export const ENTITY_TYPE_LABELS: Record<(typeof ENTITY_TYPES)[number], string> = {
  persona_fisica: 'Persona Fisica',
  persona_giuridica: 'Persona Giuridica',
};

/** The contract-generation draft (not saved: the feature is in development). */
export const contractGenerationSchema = z.object({
  entityType: z.enum(ENTITY_TYPES, { error: 'Seleziona il tipo di entità' }),
  companyAddress: z.string({ error: 'L\'indirizzo della società è obbligatorio' }).trim().min(1, 'L\'indirizzo della società è obbligatorio'),
  ownerName: z.string({ error: 'Il nome del titolare è obbligatorio' }).trim().min(1, 'Il nome del titolare è obbligatorio'),
  ownerAddress: z.string({ error: 'L\'indirizzo del titolare è obbligatorio' }).trim().min(1, 'L\'indirizzo del titolare è obbligatorio'),
});
export type ContractGenerationInput = z.infer<typeof contractGenerationSchema>;

/** The columns the contract list can be sorted by; without one, newest first. */
export const CONTRACT_SORT_COLUMNS = ['title', 'createdAt', 'fileSize'] as const;
export type ContractSortColumn = (typeof CONTRACT_SORT_COLUMNS)[number];

export const contractListQuerySchema = z.object({
  /** Matches title, description or file name, case-insensitively. */
  q: searchField,
  ...sortFields(CONTRACT_SORT_COLUMNS),
  ...pageFields(CONTRACTS_PAGE_SIZE),
});
export type ContractListQuery = z.output<typeof contractListQuerySchema>;
