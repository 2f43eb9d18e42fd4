import { Hono } from 'hono';
import { z } from 'zod';
import { CONTRACT_WRONG_KIND_MESSAGE, contractListQuerySchema } from '@domain/schemas/contracts';
import type { AppEnv } from '../../platform/context';
import { serveFile } from '../../platform/files/serve';
import { newFileKey } from '../../platform/files/storage';
import { receiveUpload } from '../../platform/files/upload';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { createContract, deleteContract, listContracts, openContractFile } from './contracts.service';

const idParam = z.object({ id: z.string().uuid('Contratto non valido') });

export const contractsRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('read:contracts'), validate('query', contractListQuerySchema), async (c) =>
    c.json(await listContracts(c.get('ctx').db, c.req.valid('query'))),
  )
  .get('/:id/file', requirePermission('read:contracts'), validate('param', idParam), async (c) => {
    const file = await openContractFile(c.get('ctx'), c.req.valid('param').id);
    return serveFile(c, file, 'attachment');
  })
  // Multipart: file (pdf, doc, docx or txt, by its bytes) + title, description?.
  .post('/', requirePermission('upload:contract'), async (c) => {
    const ctx = c.get('ctx');
    const file = await receiveUpload(c, {
      files: ctx,
      key: newFileKey('contracts'),
      maxBytes: ctx.env.MAX_UPLOAD_MB * 1024 * 1024,
      kinds: ['pdf', 'docx', 'doc', 'txt'],
      wrongKindMessage: CONTRACT_WRONG_KIND_MESSAGE,
    });
    return c.json(await createContract(ctx, c.get('actor'), file), 201);
  })
  .delete('/:id', requirePermission('delete:contract'), validate('param', idParam), async (c) =>
    c.json(await deleteContract(c.get('ctx').db, c.get('actor'), c.req.valid('param').id)),
  );
