import { Hono } from 'hono';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_MESSAGE, AVATAR_WRONG_KIND_MESSAGE } from '@domain/profile';
import { addCompanySchema, changePasswordSchema, companyIdParamSchema, profileNameSchema, updateProfileSchema, userIdParamSchema } from '@domain/schemas/profile';
import type { AppEnv } from '../../platform/context';
import { newFileKey } from '../../platform/files/storage';
import { IMAGE_KINDS } from '../../platform/files/sniff';
import { serveFile } from '../../platform/files/serve';
import { receiveUpload } from '../../platform/files/upload';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { refusingCommonPassword } from '../../platform/passwords/common-passwords';
import { discardUpload } from '../../platform/files/tracking';
import {
  addCompany,
  changePassword,
  deleteCompany,
  getProfile,
  listCountryOptions,
  openAvatar,
  setAvatar,
  setProfileName,
  updateProfile,
} from './profile.service';
import { sessionsRoutes } from './sessions.routes';
import { reminderPreferencesRoutes } from '../reminders/reminders.routes';
import { calendarFeedRoutes } from '../calendar-feed/calendar-feed.routes';

/** One's own profile: personal data, avatar, companies (at most 3), password, sessions. */
export const profileRoutes = new Hono<AppEnv>()
  .route('/sessions', sessionsRoutes)
  .route('/reminders', reminderPreferencesRoutes)
  .route('/calendar-feed', calendarFeedRoutes)
  .get('/', requirePermission('update:profile'), async (c) => c.json(await getProfile(c.get('ctx').db, c.get('actor'))))
  .put('/', requirePermission('update:profile'), validate('json', updateProfileSchema), async (c) =>
    c.json(await updateProfile(c.get('ctx').db, c.get('actor'), c.req.valid('json'))),
  )
  .put('/name', requirePermission('update:profile'), validate('json', profileNameSchema), async (c) => {
    await setProfileName(c.get('ctx').db, c.get('actor'), c.req.valid('json'));
    return c.json({ ok: true as const });
  })
  .get('/countries', requirePermission('update:profile'), async (c) => c.json({ countries: await listCountryOptions(c.get('ctx').db) }))
  .post('/companies', requirePermission('update:profile'), validate('json', addCompanySchema), async (c) => {
    const company = await addCompany(c.get('ctx').db, c.get('actor'), c.req.valid('json'));
    return c.json({ company, profile: await getProfile(c.get('ctx').db, c.get('actor')) }, 201);
  })
  .delete('/companies/:id', requirePermission('update:profile'), validate('param', companyIdParamSchema), async (c) => {
    await deleteCompany(c.get('ctx').db, c.get('actor'), c.req.valid('param').id);
    return c.json({ profile: await getProfile(c.get('ctx').db, c.get('actor')) });
  })
  .post('/password', requirePermission('update:profile'), validate('json', refusingCommonPassword(changePasswordSchema, 'newPassword')), async (c) => {
    await changePassword(c.get('ctx').db, c.get('actor'), c.req.valid('json'));
    return c.json({ ok: true as const });
  })
  .post('/avatar', requirePermission('update:profile'), async (c) => {
    const ctx = c.get('ctx');
    const received = await receiveUpload(c, {
      files: ctx,
      key: newFileKey('avatars'),
      maxBytes: AVATAR_MAX_BYTES,
      kinds: IMAGE_KINDS,
      wrongKindMessage: AVATAR_WRONG_KIND_MESSAGE,
      tooLargeMessage: AVATAR_TOO_LARGE_MESSAGE,
    });
    try {
      await setAvatar(ctx.db, c.get('actor'), received.key);
    } catch (err) {
      await discardUpload(ctx, received.key);
      throw err;
    }
    return c.json({ profile: await getProfile(ctx.db, c.get('actor')) });
  })
  /** Staff see every avatar; a user their own and the staff's (TEAM panel). */
  .get('/avatar/:userId', requirePermission('read:avatar'), validate('param', userIdParamSchema), async (c) => {
    const avatar = await openAvatar(c.get('ctx').db, c.get('ctx').storage, c.get('actor'), c.req.valid('param').userId);
    return serveFile(c, avatar, 'inline');
  });
