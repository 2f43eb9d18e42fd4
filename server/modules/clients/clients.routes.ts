import { Hono } from 'hono';
import { z } from 'zod';
import { acceptSuggestionsSchema } from '@domain/client-suggestions';
import { DEFAULT_TIMEZONE } from '@domain/profile';
import {
  bulkUpdateSchema,
  clientDecisionSchema,
  clientExportQuerySchema,
  clientListQuerySchema,
  createClientSchema,
  folderClientSchema,
  inlineUpdateSchema,
  updateClientSchema,
  userOptionsQuerySchema,
  yearEndChangeSchema,
  CLIENT_NOT_FOUND,
} from '@domain/schemas/clients';
import type { AppEnv } from '../../platform/context';
import { csvDownload } from '../../platform/http/csv-download';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { refusingCommonPassword } from '../../platform/passwords/common-passwords';
import { changeYearEnd, clientPeriods } from './accounting-periods.service';
import { decideClient } from './approval.service';
import { clientCsvColumns } from './clients.csv';
import { bulkUpdateClients, createClient, createFolderClient, deleteClient, updateClient, updateClientField } from './client-writes.service';
import { clientStats, clientsForExport, clientsMeta, getClientDetails, linkableUsers, listClients } from './clients.service';
import { acceptSuggestions, clientSuggestions } from './folder-suggestions';

const idParam = z.object({ id: z.uuid(CLIENT_NOT_FOUND) });

export const clientsRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('read:clients'), validate('query', clientListQuerySchema), async (c) => {
    return c.json(await listClients(c.get('ctx').db, c.req.valid('query')));
  })
  .get('/export', requirePermission('read:clients'), validate('query', clientExportQuerySchema), async (c) => {
    const columns = clientCsvColumns(c.get('actor').timeZone ?? DEFAULT_TIMEZONE);
    return csvDownload(
      c,
      'clienti',
      columns.map((column) => column.header),
      clientsForExport(c.get('ctx').db, c.req.valid('query')),
      (client) => columns.map((column) => column.cell(client)),
    );
  })
  .get('/stats', requirePermission('read:clients'), async (c) => {
    return c.json(await clientStats(c.get('ctx').db));
  })
  .get('/meta', requirePermission('read:clients'), async (c) => {
    return c.json(await clientsMeta(c.get('ctx').db));
  })
  .get('/user-options', requirePermission('update:client'), validate('query', userOptionsQuerySchema), async (c) => {
    return c.json({ users: await linkableUsers(c.get('ctx').db, c.req.valid('query').q) });
  })
  .post('/', requirePermission('create:client'), validate('json', refusingCommonPassword(createClientSchema, 'password')), async (c) => {
    const client = await createClient(c.get('ctx').db, c.get('actor'), c.req.valid('json'));
    return c.json(client, 201);
  })
  .post('/bulk', requirePermission('bulk-update:client'), validate('json', bulkUpdateSchema), async (c) => {
    return c.json(await bulkUpdateClients(c.get('ctx').db, c.get('actor'), c.req.valid('json')));
  })
  .post('/folder', requirePermission('upload-folder:client'), validate('json', folderClientSchema), async (c) => {
    const client = await createFolderClient(c.get('ctx').db, c.get('actor'), c.req.valid('json').companyName);
    return c.json(client, 201);
  })
  // The fields the client's PDFs state (Carica Cartella Clienti), and applying those staff accept.
  .get('/:id/suggestions', requirePermission('upload-folder:client'), validate('param', idParam), async (c) => {
    return c.json(await clientSuggestions(c.get('ctx').db, c.req.valid('param').id));
  })
  .post('/:id/suggestions', requirePermission('upload-folder:client'), validate('param', idParam), validate('json', acceptSuggestionsSchema), async (c) => {
    return c.json(await acceptSuggestions(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json').fields));
  })
  .get('/:id', requirePermission('read:clients'), validate('param', idParam), async (c) => {
    return c.json(await getClientDetails(c.get('ctx').db, c.req.valid('param').id));
  })
  .put('/:id', requirePermission('update:client'), validate('param', idParam), validate('json', updateClientSchema), async (c) => {
    return c.json(await updateClient(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json')));
  })
  .patch('/:id', requirePermission('inline-update:client'), validate('param', idParam), validate('json', inlineUpdateSchema), async (c) => {
    return c.json(await updateClientField(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json')));
  })
  .delete('/:id', requirePermission('delete:client'), validate('param', idParam), async (c) => {
    return c.json(await deleteClient(c.get('ctx').db, c.get('actor'), c.req.valid('param').id));
  })
  .get('/:id/accounting-periods', requirePermission('read:clients'), validate('param', idParam), async (c) => {
    return c.json(await clientPeriods(c.get('ctx').db, c.req.valid('param').id));
  })
  .post('/:id/year-end-changes', requirePermission('update:client'), validate('param', idParam), validate('json', yearEndChangeSchema), async (c) => {
    return c.json(await changeYearEnd(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json')), 201);
  })
  .post('/:id/approval', requirePermission('approve:client'), validate('param', idParam), validate('json', clientDecisionSchema), async (c) => {
    return c.json(await decideClient(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json').decision));
  });
