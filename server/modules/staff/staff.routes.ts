import { Hono } from 'hono';
import {
  STAFF_AVATAR_MAX_BYTES,
  STAFF_AVATAR_TOO_LARGE,
  STAFF_AVATAR_WRONG_KIND,
  createStaffSchema,
  staffCredentialsSchema,
  staffListQuerySchema,
  staffRoleSchema,
  userIdParamSchema,
} from '@domain/schemas/staff';
import type { AppEnv } from '../../platform/context';
import { IMAGE_KINDS } from '../../platform/files/sniff';
import { newFileKey } from '../../platform/files/storage';
import { receiveUpload } from '../../platform/files/upload';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { refusingCommonPassword } from '../../platform/passwords/common-passwords';
import {
  assertEditableStaff,
  changeStaffRole,
  createStaff,
  deleteStaff,
  listStaff,
  replaceStaffAvatar,
  staffDeletionImpact,
  updateStaffCredentials,
} from './staff.service';

/** Gestione Staff: every staff member reads the list; only a proprietario changes anything. */
export const staffRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('read:staff'), validate('query', staffListQuerySchema), async (c) => {
    return c.json(await listStaff(c.get('ctx').db, c.req.valid('query')));
  })
  .post('/', requirePermission('manage:staff'), validate('json', refusingCommonPassword(createStaffSchema, 'password')), async (c) => {
    const created = await createStaff(c.get('ctx').db, c.get('actor'), c.req.valid('json'));
    return c.json(created, 201);
  })
  .patch('/:id/role', requirePermission('manage:staff'), validate('param', userIdParamSchema), validate('json', staffRoleSchema), async (c) => {
    await changeStaffRole(c.get('ctx'), c.get('actor'), c.req.valid('param').id, c.req.valid('json').role);
    return c.json({ ok: true as const });
  })
  .patch(
    '/:id/credentials',
    requirePermission('manage:staff'),
    validate('param', userIdParamSchema),
    validate('json', refusingCommonPassword(staffCredentialsSchema, 'password')),
    async (c) => {
      await updateStaffCredentials(c.get('ctx'), c.get('actor'), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ ok: true as const });
    },
  )
  .post('/:id/avatar', requirePermission('manage:staff'), validate('param', userIdParamSchema), async (c) => {
    const ctx = c.get('ctx');
    const actor = c.get('actor');
    const { id } = c.req.valid('param');
    await assertEditableStaff(ctx.db, actor, id);
    const upload = await receiveUpload(c, {
      files: ctx,
      key: newFileKey('avatars'),
      maxBytes: STAFF_AVATAR_MAX_BYTES,
      kinds: IMAGE_KINDS,
      wrongKindMessage: STAFF_AVATAR_WRONG_KIND,
      tooLargeMessage: STAFF_AVATAR_TOO_LARGE,
    });
    await replaceStaffAvatar(ctx, actor, id, upload.key);
    return c.json({ ok: true as const });
  })
  .get('/:id/deletion-impact', requirePermission('manage:staff'), validate('param', userIdParamSchema), async (c) => {
    return c.json(await staffDeletionImpact(c.get('ctx'), c.get('actor'), c.req.valid('param').id));
  })
  .delete('/:id', requirePermission('manage:staff'), validate('param', userIdParamSchema), async (c) => {
    await deleteStaff(c.get('ctx'), c.get('actor'), c.req.valid('param').id);
    return c.json({ ok: true as const });
  });
