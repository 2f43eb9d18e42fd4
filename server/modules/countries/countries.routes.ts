import { Hono } from 'hono';
import { countryIsoParamSchema, updateCountrySchema } from '@domain/schemas/countries';
import type { AppEnv } from '../../platform/context';
import { requirePermission } from '../../platform/http/guards';
import { validate } from '../../platform/http/validate';
import { listCountries, updateCountry } from './countries.service';

export const countriesRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('read:countries'), async (c) => {
    return c.json(await listCountries(c.get('ctx').db, c.get('actor')));
  })
  .patch(
    '/:iso',
    requirePermission('update:country'),
    validate('param', countryIsoParamSchema),
    validate('json', updateCountrySchema),
    async (c) => {
      const { iso } = c.req.valid('param');
      return c.json(await updateCountry(c.get('ctx').db, c.get('actor'), iso, c.req.valid('json')));
    },
  );
