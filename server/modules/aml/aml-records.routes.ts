import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  abstentionInputSchema,
  assessmentDraftSchema,
  exportSelectionSchema,
  relationshipEndSchema,
  reviewInputSchema,
  selfAssessmentDraftSchema,
  trainingInputSchema,
} from '@domain/aml/file';
import { reviewPolicySchema } from '@domain/aml/review-policy';
import { todayIso } from '@domain/periods';
import type { AppEnv } from '../../platform/context';
import { contentDisposition } from '../../platform/files/serve';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { readAccessLog } from './access-log';
import { createAssessment, listAssessments, rulesetToday, signAssessment, updateAssessment } from './assessments.service';
import { exportFile, exportFiles, type ExportArchive } from './export.service';
import { addTraining, createSelfAssessment, getFirm, signSelfAssessment, updateSelfAssessment } from './firm.service';
import { reviewPolicy, setReviewPolicy } from './review-policy.service';
import { endRelationship, listReviews, recordAbstention, recordReview } from './reviews.service';

const fileParam = z.object({ id: z.uuid('Fascicolo non trovato') });
const assessmentParam = z.object({ id: z.uuid('Valutazione non trovata') });
const selfAssessmentParam = z.object({ id: z.uuid('Autovalutazione non trovata') });


/** The archive as a download, streamed as it is written. */
function zipDownload(c: Context<AppEnv>, archive: ExportArchive): Response {
  return c.body(Readable.toWeb(archive.stream) as unknown as ReadableStream, 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': contentDisposition('attachment', archive.fileName),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

/** The file's records: assessments, reviews, abstention, end of relationship, access log, export; and the firm's part. */
export const amlRecordsRoutes = new Hono<AppEnv>()
  // Risk assessments (RT2)
  .get('/files/:id/assessments', requirePermission('read:aml-file'), validate('param', fileParam), async (c) =>
    c.json(await listAssessments(c.get('ctx').db, c.req.valid('param').id, todayIso())),
  )
  .post('/files/:id/assessments', requirePermission('prepare:aml-file'), validate('param', fileParam), validate('json', assessmentDraftSchema), async (c) =>
    c.json(await createAssessment(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json'), todayIso()), 201),
  )
  .put('/assessments/:id', requirePermission('prepare:aml-file'), validate('param', assessmentParam), validate('json', assessmentDraftSchema), async (c) =>
    c.json(await updateAssessment(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json'), todayIso())),
  )
  .post('/assessments/:id/sign', requirePermission('sign:aml-file'), validate('param', assessmentParam), async (c) =>
    c.json(await signAssessment(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, todayIso())),
  )
  // Reviews, abstention, end of the relationship
  .get('/files/:id/reviews', requirePermission('read:aml-file'), validate('param', fileParam), async (c) => c.json(await listReviews(c.get('ctx').db, c.req.valid('param').id)))
  .post('/files/:id/reviews', requirePermission('sign:aml-file'), validate('param', fileParam), validate('json', reviewInputSchema), async (c) =>
    c.json(await recordReview(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json'), todayIso()), 201),
  )
  .post('/files/:id/abstention', requirePermission('sign:aml-file'), validate('param', fileParam), validate('json', abstentionInputSchema), async (c) =>
    c.json(await recordAbstention(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json'))),
  )
  .post('/files/:id/end', requirePermission('sign:aml-file'), validate('param', fileParam), validate('json', relationshipEndSchema), async (c) =>
    c.json(await endRelationship(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json'), todayIso())),
  )
  // Access log and export for inspection
  .get('/files/:id/access-log', requirePermission('read:aml-file'), validate('param', fileParam), async (c) => c.json(await readAccessLog(c.get('ctx').db, c.req.valid('param').id)))
  .get('/files/:id/export', requirePermission('export:aml-file'), validate('param', fileParam), async (c) =>
    zipDownload(c, await exportFile(c.get('ctx'), c.get('actor'), c.req.valid('param').id, todayIso())),
  )
  .post('/export', requirePermission('export:aml-file'), validate('json', exportSelectionSchema), async (c) =>
    zipDownload(c, await exportFiles(c.get('ctx'), c.get('actor'), c.req.valid('json'), todayIso())),
  )
  // The firm's part: review intervals, self-assessment (RT1) and training
  .get('/firm/review-policy', requirePermission('read:aml-file'), async (c) => c.json(await reviewPolicy(c.get('ctx').db, rulesetToday(todayIso()))))
  .put('/firm/review-policy', requirePermission('manage:aml-firm'), validate('json', reviewPolicySchema), async (c) =>
    c.json(await setReviewPolicy(c.get('ctx').db, c.get('actor'), c.req.valid('json'), rulesetToday(todayIso()))),
  )
  .get('/firm', requirePermission('read:aml-file'), async (c) => c.json(await getFirm(c.get('ctx').db, todayIso())))
  .post('/firm/self-assessments', requirePermission('manage:aml-firm'), validate('json', selfAssessmentDraftSchema), async (c) =>
    c.json(await createSelfAssessment(c.get('ctx').db, c.get('actor'), c.req.valid('json'), todayIso()), 201),
  )
  .put('/firm/self-assessments/:id', requirePermission('manage:aml-firm'), validate('param', selfAssessmentParam), validate('json', selfAssessmentDraftSchema), async (c) =>
    c.json(await updateSelfAssessment(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, c.req.valid('json'), todayIso())),
  )
  .post('/firm/self-assessments/:id/sign', requirePermission('sign:aml-self-assessment'), validate('param', selfAssessmentParam), async (c) =>
    c.json(await signSelfAssessment(c.get('ctx').db, c.get('actor'), c.req.valid('param').id, todayIso())),
  )
  .post('/firm/trainings', requirePermission('manage:aml-firm'), validate('json', trainingInputSchema), async (c) =>
    c.json(await addTraining(c.get('ctx').db, c.get('actor'), c.req.valid('json')), 201),
  );
