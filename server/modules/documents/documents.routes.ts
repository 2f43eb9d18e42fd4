import { Hono } from 'hono';
import { z } from 'zod';
import {
  bulkDeleteDocumentsSchema,
  documentClientsQuerySchema,
  documentListQuerySchema,
  fileDispositionQuerySchema,
  renameDocumentSchema,
} from '@domain/schemas/documents';
import type { AppEnv } from '../../context';
import { serveFile } from '../../files/serve';
import { newFileKey } from '../../files/storage';
import { receiveUpload } from '../../files/upload';
import { requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import {
  createDocument,
  deleteDocuments,
  listDocumentClients,
  listDocuments,
  openDocumentFile,
  renameDocument,
} from './documents.service';

const idParam = z.object({ id: z.string().uuid('Documento non valido') });

export const documentsRoutes = new Hono<AppEnv>()
  .get('/private/clients', requirePermission('read:private-documents'), validate('query', documentClientsQuerySchema), async (c) =>
    c.json(await listDocumentClients(c.get('ctx').db, c.get('actor'), 'private', c.req.valid('query'))),
  )
  .get('/shared/clients', requirePermission('read:shared-documents'), validate('query', documentClientsQuerySchema), async (c) =>
    c.json(await listDocumentClients(c.get('ctx').db, c.get('actor'), 'shared', c.req.valid('query'))),
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
