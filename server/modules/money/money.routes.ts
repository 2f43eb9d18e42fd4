import { Hono } from 'hono';
import { formatAmount } from '@domain/money';
import { formatDateIt } from '@domain/periods';
import {
  idParamSchema,
  ledgerEntrySchema,
  ledgerExportQuerySchema,
  ledgerListQuerySchema,
  ledgerSummaryQuerySchema,
  optionalPeriodQuerySchema,
  periodQuerySchema,
  type LedgerKind,
} from '@domain/schemas/money';
import type { AppEnv } from '../../platform/context';
import { csvDownload } from '../../platform/http/csv-download';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { accounting, analytics, ledgerSummary } from './money-analytics.service';
import { createEntry, deleteEntry, getEntry, listedEntries, listEntries, updateEntry } from './money.service';

const CSV_HEADERS: Record<LedgerKind, string[]> = {
  expense: ['Data', 'Importo (EUR)', 'Causale', 'Mittente', 'Conto'],
  income: ['Data', 'Importo (EUR)', 'Causale', 'Mittente/Cliente', 'Conto'],
};
const CSV_NAMES: Record<LedgerKind, string> = { expense: 'spese', income: 'entrate' };

/** /spese and /entrate: the same endpoints on the caller's ledger, one router per book. */
function ledgerRoutes(kind: LedgerKind) {
  return new Hono<AppEnv>()
    .get('/', requirePermission('manage:ledger'), validate('query', ledgerListQuerySchema), async (c) => {
      return c.json(await listEntries(c.get('ctx').db, c.get('actor'), kind, c.req.valid('query')));
    })
    .get('/summary', requirePermission('manage:ledger'), validate('query', ledgerSummaryQuerySchema), async (c) => {
      return c.json(await ledgerSummary(c.get('ctx').db, c.get('actor'), kind, c.req.valid('query').date));
    })
    .get('/export', requirePermission('manage:ledger'), validate('query', ledgerExportQuerySchema), async (c) => {
      const { db } = c.get('ctx');
      const query = c.req.valid('query');
      const fileName = [CSV_NAMES[kind], query.from, query.to].filter(Boolean).join('_');
      return csvDownload(c, fileName, CSV_HEADERS[kind], listedEntries(db, c.get('actor'), kind, query), (r) => [
        formatDateIt(r.date),
        formatAmount(r.amount),
        r.description,
        r.sender,
        r.bankAccount,
      ]);
    })
    .get('/:id', requirePermission('manage:ledger'), validate('param', idParamSchema), async (c) => {
      return c.json(await getEntry(c.get('ctx').db, c.get('actor'), kind, c.req.valid('param').id));
    })
    .post('/', requirePermission('manage:ledger'), validate('json', ledgerEntrySchema), async (c) => {
      return c.json(await createEntry(c.get('ctx').db, c.get('actor'), kind, c.req.valid('json')), 201);
    })
    .put('/:id', requirePermission('manage:ledger'), validate('param', idParamSchema), validate('json', ledgerEntrySchema), async (c) => {
      return c.json(await updateEntry(c.get('ctx').db, c.get('actor'), kind, c.req.valid('param').id, c.req.valid('json')));
    })
    .delete('/:id', requirePermission('manage:ledger'), validate('param', idParamSchema), async (c) => {
      await deleteEntry(c.get('ctx').db, c.get('actor'), kind, c.req.valid('param').id);
      return c.json({ ok: true as const });
    });
}

/** Money: the caller's ledger (PRODUCT.md section 7), its analytics, and the firm's accounting. */
export const moneyRoutes = new Hono<AppEnv>()
  .route('/expenses', ledgerRoutes('expense'))
  .route('/income', ledgerRoutes('income'))
  .get('/analytics', requirePermission('read:analytics'), validate('query', periodQuerySchema), async (c) => {
    return c.json(await analytics(c.get('ctx').db, c.get('actor'), c.req.valid('query')));
  })
  .get('/accounting', requirePermission('read:internal-accounting'), validate('query', optionalPeriodQuerySchema), async (c) => {
    return c.json(await accounting(c.get('ctx').db, c.req.valid('query')));
  });
