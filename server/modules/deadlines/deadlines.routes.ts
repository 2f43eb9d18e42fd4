import { Hono } from 'hono';
import {
  completeDeadlineSchema,
  createManualDeadlineSchema,
  deadlineIdParamSchema,
  deadlineListQuerySchema,
  issueDateSchema,
  manualDeadlineIdParamSchema,
  missingDataQuerySchema,
  updateManualDeadlineSchema,
} from '@domain/schemas/deadlines';
import type { AppEnv } from '../../platform/context';
import { newFileKey } from '../../platform/files/storage';
import { discardUpload } from '../../platform/files/tracking';
import { receiveUpload } from '../../platform/files/upload';
import { requirePermission } from '../../platform/http/guards';
import { validate, validationRefusal } from '../../platform/http/validate';
import { completeDeadline, reopenDeadline } from './deadline-completion.service';
import { listDeadlines } from './deadlines.service';
import { recordIssueDate } from './issued-returns.service';
import { createManualDeadline, deleteManualDeadline, updateManualDeadline } from './manual-deadlines.service';
import { listMissingData } from './missing-data.service';

export const deadlinesRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('read:deadlines'), validate('query', deadlineListQuerySchema), async (c) => {
    return c.json(await listDeadlines(c.get('ctx').db, c.get('actor'), c.req.valid('query')));
  })
  // Nuova Scadenza: an obligation added by hand; :id below is the manual obligation's, not an occurrence's.
  .post('/manual', requirePermission('manage:manual-deadline'), validate('json', createManualDeadlineSchema), async (c) => {
    return c.json(await createManualDeadline(c.get('ctx').db, c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/manual/:id', requirePermission('manage:manual-deadline'), validate('param', manualDeadlineIdParamSchema), validate('json', updateManualDeadlineSchema), async (c) => {
    return c.json(await updateManualDeadline(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json')));
  })
  .delete('/manual/:id', requirePermission('manage:manual-deadline'), validate('param', manualDeadlineIdParamSchema), async (c) => {
    return c.json(await deleteManualDeadline(c.get('ctx').db, c.get('actor'), c.req.valid('param').id));
  })
  .get('/missing-data', requirePermission('read:clients'), validate('query', missingDataQuerySchema), async (c) => {
    return c.json(await listMissingData(c.get('ctx').db, c.req.valid('query').page));
  })
  // JSON { filedOn }, or multipart with filedOn and the proof PDF as its file.
  .post('/:id/complete', requirePermission('complete:deadline'), validate('param', deadlineIdParamSchema), async (c) => {
    const ctx = c.get('ctx');
    const id = c.req.valid('param').id;
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
      const parsed = completeDeadlineSchema.safeParse(await c.req.json().catch(() => ({})));
      if (!parsed.success) throw validationRefusal(parsed.error);
      return c.json(await completeDeadline(ctx, c.get('actor'), id, parsed.data));
    }
    const proof = await receiveUpload(c, {
      files: ctx,
      key: newFileKey('documents'),
      maxBytes: ctx.env.MAX_UPLOAD_MB * 1024 * 1024,
      kinds: ['pdf'],
      wrongKindMessage: 'La prova di deposito deve essere un file PDF',
    });
    const parsed = completeDeadlineSchema.safeParse({ filedOn: proof.fields.filedOn });
    if (!parsed.success) {
      await discardUpload(ctx, proof.key);
      throw validationRefusal(parsed.error);
    }
    return c.json(await completeDeadline(ctx, c.get('actor'), id, { ...parsed.data, proof }));
  })
  .delete('/:id/complete', requirePermission('complete:deadline'), validate('param', deadlineIdParamSchema), async (c) => {
    return c.json(await reopenDeadline(c.get('ctx').db, c.get('actor'), c.req.valid('param').id));
  })
  // The day the authority issued a return whose due date counts from it (Hong Kong's BIR51).
  .put('/:id/issue-date', requirePermission('complete:deadline'), validate('param', deadlineIdParamSchema), validate('json', issueDateSchema), async (c) => {
    return c.json(await recordIssueDate(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json')));
  });
