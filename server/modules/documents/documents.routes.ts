import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { formatBytes } from '@domain/file-size';
import { DEFAULT_TIMEZONE } from '@domain/profile';
import { formatInstantDayIt } from '@domain/time';
import {
  bulkDeleteDocumentsSchema,
  documentClientsQuerySchema,
  documentExportQuerySchema,
  documentListQuerySchema,
  fileDispositionQuerySchema,
  renameDocumentSchema,
  type AccessLevel,
  type DocumentExportQuery,
} from '@domain/schemas/documents';
import type { AppEnv } from '../../platform/context';
import { csvDownload } from '../../platform/http/csv-download';
import { serveFile } from '../../platform/files/serve';
import { newFileKey } from '../../platform/files/storage';
import { receiveUpload } from '../../platform/files/upload';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { listDocumentClients } from './document-clients.service';
import { createDocument, deleteDocuments, renameDocument } from './document-writes.service';
import { documentsForExport, listDocuments, openDocumentFile } from './documents.service';

const idParam = z.object({ id: z.string().uuid('Documento non valido') });

const DOCUMENT_CSV_HEADERS = ['Titolo', 'Cliente', 'Categoria', 'Nome del file', 'Dimensione', 'Caricato da', 'Data di caricamento', 'Descrizione'];
const EXPORT_FILE_NAME: Record<AccessLevel, string> = { private: 'documenti-privati', shared: 'documenti-condivisi' };

/** The list of a documents page as CSV: the same filters, order and scope as the list, every row. */
async function exportDocuments(c: Context<AppEnv>, level: AccessLevel, query: DocumentExportQuery) {
  const actor = c.get('actor');
  const batches = await documentsForExport(c.get('ctx').db, actor, level, query);
  return csvDownload(c, EXPORT_FILE_NAME[level], DOCUMENT_CSV_HEADERS, batches, (d) => [
    d.title,
    d.clientName,
    d.category,
    d.fileName,
    formatBytes(d.fileSize),
    d.uploadedByName,
    formatInstantDayIt(d.createdAt, actor.timeZone ?? DEFAULT_TIMEZONE),
    d.description,
  ]);
}

export const documentsRoutes = new Hono<AppEnv>()
  .get('/private/clients', requirePermission('read:private-documents'), validate('query', documentClientsQuerySchema), async (c) =>
    c.json(await listDocumentClients(c.get('ctx').db, c.get('actor'), 'private', c.req.valid('query'))),
  )
  .get('/shared/clients', requirePermission('read:shared-documents'), validate('query', documentClientsQuerySchema), async (c) =>
    c.json(await listDocumentClients(c.get('ctx').db, c.get('actor'), 'shared', c.req.valid('query'))),
  )
  .get('/private/export', requirePermission('read:private-documents'), validate('query', documentExportQuerySchema), (c) =>
    exportDocuments(c, 'private', c.req.valid('query')),
  )
  .get('/shared/export', requirePermission('read:shared-documents'), validate('query', documentExportQuerySchema), (c) =>
    exportDocuments(c, 'shared', c.req.valid('query')),
  )
  .get('/private', requirePermission('read:private-documents'), validate('query', documentListQuerySchema), async (c) =>
    c.json(await listDocuments(c.get('ctx'), c.get('actor'), 'private', c.req.valid('query'))),
  )
  .get('/shared', requirePermission('read:shared-documents'), validate('query', documentListQuerySchema), async (c) =>
    c.json(await listDocuments(c.get('ctx'), c.get('actor'), 'shared', c.req.valid('query'))),
  )
  // The file of one document, through the policy: private ones to staff, shared ones also to the client's own logins.
  .get(
    '/:id/file',
    requirePermission('read:shared-documents'),
    validate('param', idParam),
    validate('query', fileDispositionQuerySchema),
    async (c) => {
      const file = await openDocumentFile(c.get('ctx'), c.get('actor'), c.req.valid('param').id);
      return serveFile(c, file, c.req.valid('query').disposition);
    },
  )
  // Multipart: file (PDF) + clientId, title, description?, accessLevel, category.
  .post('/', requirePermission('upload:document'), async (c) => {
    const ctx = c.get('ctx');
    const file = await receiveUpload(c, {
      files: ctx,
      key: newFileKey('documents'),
      maxBytes: ctx.env.MAX_UPLOAD_MB * 1024 * 1024,
      kinds: ['pdf'],
      wrongKindMessage: 'Solo file PDF sono supportati',
    });
    return c.json(await createDocument(ctx, c.get('actor'), file), 201);
  })
  .patch('/:id', requirePermission('rename:document'), validate('param', idParam), validate('json', renameDocumentSchema), async (c) =>
    c.json(await renameDocument(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json').title)),
  )
  .post('/bulk-delete', requirePermission('delete:document'), validate('json', bulkDeleteDocumentsSchema), async (c) =>
    c.json(await deleteDocuments(c.get('ctx'), c.get('actor'), c.req.valid('json').ids)),
  )
  .delete('/:id', requirePermission('delete:document'), validate('param', idParam), async (c) =>
    c.json(await deleteDocuments(c.get('ctx'), c.get('actor'), [c.req.valid('param').id])),
  );
