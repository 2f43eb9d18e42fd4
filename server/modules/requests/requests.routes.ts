import { Hono } from 'hono';
import { z } from 'zod';
import { fileDispositionQuerySchema } from '@domain/schemas/documents';
import {
  REQUEST_FILE_KINDS,
  WRONG_REQUEST_FILE_MESSAGE,
  acceptItemSchema,
  answerItemSchema,
  createRequestSchema,
  fileIdParamSchema,
  itemIdParamSchema,
  rejectItemSchema,
  requestDraftSchema,
  requestIdParamSchema,
  requestListQuerySchema,
  templateListQuerySchema,
  templateSchema,
} from '@domain/schemas/requests';
import type { AppEnv } from '../../platform/context';
import { serveFile } from '../../platform/files/serve';
import { newFileKey } from '../../platform/files/storage';
import { receiveUpload } from '../../platform/files/upload';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { acceptItem, addItemFile, answerItem, openRequestFile, rejectItem, removeItemFile } from './request-items.service';
import { createRequest, deleteRequest, getRequest, listRequests, remindNow, sendRequest, updateDraft } from './requests.service';
import { createTemplate, listTemplates, setTemplateArchived, updateTemplate } from './templates.service';

const newRequestSchema = createRequestSchema.extend({ templateId: z.uuid('Modello non trovato').optional() });
const templateIdParam = z.object({ id: z.uuid('Modello non trovato') });

export const requestsRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('read:document-requests'), validate('query', requestListQuerySchema), async (c) =>
    c.json(await listRequests(c.get('ctx').db, c.get('actor'), c.req.valid('query'))),
  )
  .post('/', requirePermission('manage:document-requests'), validate('json', newRequestSchema), async (c) =>
    c.json(await createRequest(c.get('ctx').db, c.get('actor'), c.req.valid('json')), 201),
  )
  .get('/:id', requirePermission('read:document-requests'), validate('param', requestIdParamSchema), async (c) =>
    c.json(await getRequest(c.get('ctx').db, c.get('actor'), c.req.valid('param').id)),
  )
  .put('/:id', requirePermission('manage:document-requests'), validate('param', requestIdParamSchema), validate('json', requestDraftSchema), async (c) =>
    c.json(await updateDraft(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json'))),
  )
  .post('/:id/send', requirePermission('manage:document-requests'), validate('param', requestIdParamSchema), async (c) =>
    c.json(await sendRequest(c.get('ctx'), c.get('actor'), c.req.valid('param').id)),
  )
  .post('/:id/remind', requirePermission('manage:document-requests'), validate('param', requestIdParamSchema), async (c) =>
    c.json(await remindNow(c.get('ctx'), c.get('actor'), c.req.valid('param').id)),
  )
  .delete('/:id', requirePermission('manage:document-requests'), validate('param', requestIdParamSchema), async (c) =>
    c.json(await deleteRequest(c.get('ctx').db, c.get('actor'), c.req.valid('param').id)),
  )
  // Multipart: one file (PDF, JPEG or PNG) into the item's slot.
  .post('/items/:itemId/files', requirePermission('upload:document-requests'), validate('param', itemIdParamSchema), async (c) => {
    const ctx = c.get('ctx');
    const file = await receiveUpload(c, {
      files: ctx,
      key: newFileKey('documents'),
      maxBytes: ctx.env.MAX_UPLOAD_MB * 1024 * 1024,
      kinds: REQUEST_FILE_KINDS,
      wrongKindMessage: WRONG_REQUEST_FILE_MESSAGE,
    });
    return c.json(await addItemFile(ctx, c.get('actor'), c.req.valid('param').itemId, file), 201);
  })
  .put('/items/:itemId/answer', requirePermission('upload:document-requests'), validate('param', itemIdParamSchema), validate('json', answerItemSchema), async (c) =>
    c.json(await answerItem(c.get('ctx'), c.get('actor'), c.req.valid('param').itemId, c.req.valid('json').answer)),
  )
  .post('/items/:itemId/accept', requirePermission('review:document-requests'), validate('param', itemIdParamSchema), validate('json', acceptItemSchema), async (c) =>
    c.json(await acceptItem(c.get('ctx'), c.get('actor'), c.req.valid('param').itemId, c.req.valid('json').seen)),
  )
  .post('/items/:itemId/reject', requirePermission('review:document-requests'), validate('param', itemIdParamSchema), validate('json', rejectItemSchema), async (c) =>
    c.json(await rejectItem(c.get('ctx'), c.get('actor'), c.req.valid('param').itemId, c.req.valid('json').seen, c.req.valid('json').reason)),
  )
  .get('/files/:fileId', requirePermission('read:document-requests'), validate('param', fileIdParamSchema), validate('query', fileDispositionQuerySchema), async (c) => {
    const file = await openRequestFile(c.get('ctx'), c.get('actor'), c.req.valid('param').fileId);
    return serveFile(c, file, c.req.valid('query').disposition);
  })
  .delete('/files/:fileId', requirePermission('upload:document-requests'), validate('param', fileIdParamSchema), async (c) =>
    c.json(await removeItemFile(c.get('ctx'), c.get('actor'), c.req.valid('param').fileId)),
  );

export const requestTemplatesRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('manage:document-requests'), validate('query', templateListQuerySchema), async (c) =>
    c.json(await listTemplates(c.get('ctx').db, c.req.valid('query').archived)),
  )
  .post('/', requirePermission('manage:request-templates'), validate('json', templateSchema), async (c) =>
    c.json(await createTemplate(c.get('ctx').db, c.get('actor'), c.req.valid('json')), 201),
  )
  .put('/:id', requirePermission('manage:request-templates'), validate('param', templateIdParam), validate('json', templateSchema), async (c) =>
    c.json(await updateTemplate(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json'))),
  )
  .post('/:id/archive', requirePermission('manage:request-templates'), validate('param', templateIdParam), async (c) =>
    c.json(await setTemplateArchived(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, true)),
  )
  .post('/:id/restore', requirePermission('manage:request-templates'), validate('param', templateIdParam), async (c) =>
    c.json(await setTemplateArchived(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, false)),
  );
