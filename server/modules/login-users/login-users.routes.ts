import { Hono } from 'hono';
import { deleteLoginUsersSchema, loginUsersListQuerySchema, updateLoginUserSchema } from '@domain/schemas/login-users';
import { userIdParamSchema } from '@domain/schemas/staff';
import type { AppEnv } from '../../platform/context';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { deleteLoginUsers, listLoginUsers, loginUsersDeletionImpact, sendPasswordReset, updateLoginUser } from './login-users.service';

/** Utenti Login: accounts that are not staff. Staff read and edit names; a proprietario changes roles and deletes. */
export const loginUsersRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('read:login-users'), validate('query', loginUsersListQuerySchema), async (c) => {
    return c.json(await listLoginUsers(c.get('ctx').db, c.req.valid('query')));
  })
  .patch('/:id', requirePermission('update:login-user'), validate('param', userIdParamSchema), validate('json', updateLoginUserSchema), async (c) => {
    await updateLoginUser(c.get('ctx'), c.get('actor'), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ ok: true as const });
  })
  .post('/:id/reset-password', requirePermission('update:login-user'), validate('param', userIdParamSchema), async (c) => {
    await sendPasswordReset(c.get('ctx'), c.get('actor'), c.req.valid('param').id);
    return c.json({ ok: true as const });
  })
  .post('/deletion-impact', requirePermission('delete:login-user'), validate('json', deleteLoginUsersSchema), async (c) => {
    return c.json(await loginUsersDeletionImpact(c.get('ctx'), c.get('actor'), c.req.valid('json').ids));
  })
  .post('/delete', requirePermission('delete:login-user'), validate('json', deleteLoginUsersSchema), async (c) => {
    const deleted = await deleteLoginUsers(c.get('ctx'), c.get('actor'), c.req.valid('json').ids);
    return c.json({ deleted });
  });
