import { Hono } from 'hono';
import { userIdParamSchema } from '@domain/schemas/staff';
import { staffTwoFactorSchema } from '@domain/schemas/two-factor';
import type { AppEnv } from '../../platform/context';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { resetTwoFactor, setStaffTwoFactorRequired, staffTwoFactorRequired } from './two-factor.service';

/** The proprietario's side of two-factor sign-in: the staff requirement and resetting a lost second factor. */
export const twoFactorRoutes = new Hono<AppEnv>()
  .get('/staff-requirement', requirePermission('manage:two-factor'), async (c) => {
    return c.json({ required: await staffTwoFactorRequired(c.get('ctx').db) });
  })
  .put('/staff-requirement', requirePermission('manage:two-factor'), validate('json', staffTwoFactorSchema), async (c) => {
    const { required } = c.req.valid('json');
    await setStaffTwoFactorRequired(c.get('ctx').db, c.get('actor'), required);
    return c.json({ required });
  })
  .post('/:id/reset', requirePermission('manage:two-factor'), validate('param', userIdParamSchema), async (c) => {
    await resetTwoFactor(c.get('ctx'), c.get('actor'), c.req.valid('param').id);
    return c.json({ ok: true as const });
  });
