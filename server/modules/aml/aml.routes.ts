import { Hono } from 'hono';
import {
  amlEngagementIdParamSchema,
  amlEvidenceIdParamSchema,
  amlFileIdParamSchema,
  amlFileListQuerySchema,
  amlPartyIdParamSchema,
  amlRoleIdParamSchema,
  engagementInputSchema,
  identificationInputSchema,
  openAmlFileSchema,
  partyInputSchema,
  roleInputSchema,
} from '@domain/aml/file';
import { fileDispositionQuerySchema } from '@domain/schemas/documents';
import { REQUEST_FILE_KINDS, WRONG_REQUEST_FILE_MESSAGE } from '@domain/schemas/requests';
import type { AppEnv } from '../../platform/context';
import type { ErrorBody } from '../../platform/errors';
import { serveFile } from '../../platform/files/serve';
import { newFileKey } from '../../platform/files/storage';
import { discardUpload } from '../../platform/files/tracking';
import { receiveUpload, type ReceivedFile } from '../../platform/files/upload';
import { requirePermission } from '../../platform/http/guards';
import { validate, validationRefusal } from '../../platform/http/validate';
import { openEngagement, requestDeclaration } from './engagements.service';
import { openEvidence } from './evidence';
import { FILE_EXISTS, getFile, listFiles, openFile } from './files.service';
import { addIdentification } from './identification.service';
import { addParty, addRole, updateParty, updateRole } from './people.service';

/** The client's AML file: people, holdings, owners, identification, engagements (files.service and neighbours). */
export const amlRoutes = new Hono<AppEnv>()
  .get('/files', requirePermission('read:aml-file'), validate('query', amlFileListQuerySchema), async (c) => c.json(await listFiles(c.get('ctx').db, c.req.valid('query'))))
  .post('/files', requirePermission('prepare:aml-file'), validate('json', openAmlFileSchema), async (c) => {
    const opened = await openFile(c.get('ctx').db, c.get('actor'), c.req.valid('json').clientId);
    if (!opened.created) return c.json<ErrorBody & { id: string }>({ code: 'CONFLICT', message: FILE_EXISTS, id: opened.id }, 409);
    return c.json({ id: opened.id }, 201);
  })
  .get('/files/:id', requirePermission('read:aml-file'), validate('param', amlFileIdParamSchema), async (c) =>
    c.json(await getFile(c.get('ctx').db, c.get('actor'), c.req.valid('param').id)),
  )
  .post('/files/:id/parties', requirePermission('prepare:aml-file'), validate('param', amlFileIdParamSchema), validate('json', partyInputSchema), async (c) =>
    c.json(await addParty(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .put('/parties/:partyId', requirePermission('prepare:aml-file'), validate('param', amlPartyIdParamSchema), validate('json', partyInputSchema), async (c) =>
    c.json(await updateParty(c.get('ctx').db, c.get('actor'), c.req.valid('param').partyId, c.req.valid('json'))),
  )
  .post('/files/:id/roles', requirePermission('prepare:aml-file'), validate('param', amlFileIdParamSchema), validate('json', roleInputSchema), async (c) =>
    c.json(await addRole(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .put('/roles/:roleId', requirePermission('prepare:aml-file'), validate('param', amlRoleIdParamSchema), validate('json', roleInputSchema), async (c) =>
    c.json(await updateRole(c.get('ctx').db, c.get('actor'), c.req.valid('param').roleId, c.req.valid('json'))),
  )
  // Multipart: the fields and the copy of the document (PDF, JPEG or PNG); or JSON: the fields with `documentId`, a document of the client.
  .post('/files/:id/identifications', requirePermission('prepare:aml-file'), validate('param', amlFileIdParamSchema), async (c) => {
    const ctx = c.get('ctx');
    let upload: ReceivedFile | null = null;
    let fields: unknown;
    if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
      upload = await receiveUpload(c, {
        files: ctx,
        key: newFileKey('documents'),
        maxBytes: ctx.env.MAX_UPLOAD_MB * 1024 * 1024,
        kinds: REQUEST_FILE_KINDS,
        wrongKindMessage: WRONG_REQUEST_FILE_MESSAGE,
      });
      fields = upload.fields;
    } else {
      fields = await c.req.json().catch(() => ({}));
    }
    const parsed = identificationInputSchema.safeParse(fields);
    if (!parsed.success) {
      if (upload) await discardUpload(ctx, upload.key);
      throw validationRefusal(parsed.error);
    }
    return c.json(await addIdentification(ctx, c.get('actor'), c.req.valid('param').id, parsed.data, upload), 201);
  })
  .get('/evidence/:evidenceId/file', requirePermission('read:aml-file'), validate('param', amlEvidenceIdParamSchema), validate('query', fileDispositionQuerySchema), async (c) => {
    const file = await openEvidence(c.get('ctx'), c.get('actor'), c.req.valid('param').evidenceId);
    return serveFile(c, file, c.req.valid('query').disposition);
  })
  .post('/files/:id/engagements', requirePermission('prepare:aml-file'), validate('param', amlFileIdParamSchema), validate('json', engagementInputSchema), async (c) =>
    c.json(await openEngagement(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .post('/engagements/:id/declaration-request', requirePermission('prepare:aml-file'), validate('param', amlEngagementIdParamSchema), async (c) =>
    c.json(await requestDeclaration(c.get('ctx'), c.get('actor'), c.req.valid('param').id), 201),
  );
