import { isPdfName, ONLY_PDF_MESSAGE } from '@domain/schemas/documents';
import type { FileRule } from '@web/components/file-field';

/** A document's file: a PDF, by its name or its type (the server decides by its bytes). */
export const PDF_FILE: FileRule = {
  accept: '.pdf,application/pdf',
  matches: (file) => isPdfName(file.name) || file.type === 'application/pdf',
  wrongKindMessage: ONLY_PDF_MESSAGE,
};
