import path from 'node:path';
import { canOpen } from '@domain/policy';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import '@domain/zod';
import type { AppContext, AppEnv } from './platform/context';
import { isDatabaseUnavailable, isPoolBusy } from './platform/db/client';
import { AppError, DATABASE_UNAVAILABLE_MESSAGE, ROW_BUSY_MESSAGE, SERVER_BUSY_MESSAGE, diskFull, isDiskFullError, type ErrorBody } from './platform/errors';
import { handleAuth } from './platform/http/auth-handler';
import { bodyLimits } from './platform/http/body-limit';
import { settleUnreadBodies } from './platform/http/unread-body';
import { UPLOAD_ENVELOPE_BYTES } from './platform/files/upload';
import { rejectForeignOrigin } from './platform/http/origin';
import { observeRequests } from './platform/http/request-log';
import { loadActor, sessionPerson } from './platform/http/session';
import { spaPages, withPageData } from './platform/http/spa';
import { activityRoutes } from './modules/activity/activity.routes';
import { bankApplicationsRoutes } from './modules/bank-applications/bank-applications.routes';
import { publicCalendarRoutes } from './modules/calendar-feed/calendar-feed.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { complianceRulesRoutes } from './modules/compliance-rules/compliance-rules.routes';
import { contractsRoutes } from './modules/contracts/contracts.routes';
import { countriesRoutes } from './modules/countries/countries.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { deadlinesRoutes } from './modules/deadlines/deadlines.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { healthRoutes } from './modules/health/health.routes';
import { loginUsersRoutes } from './modules/login-users/login-users.routes';
import { mailOutboxRoutes } from './modules/mail-outbox/mail-outbox.routes';
import { meRoutes } from './modules/me/me.routes';
import { moneyRoutes } from './modules/money/money.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { requestTemplatesRoutes, requestsRoutes } from './modules/requests/requests.routes';
import { amlRoutes } from './modules/aml/aml.routes';
import { amlRecordsRoutes } from './modules/aml/aml-records.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { log, loggedPath } from './platform/log';
import type { Metrics } from './platform/metrics';
import { SERVER_RENDER_MODULE, WEB_DIST_DIR } from './platform/paths';
import { TooManyAttempts } from './platform/throttle';

/**
 * A database refusal caused by the request's data (a value of the wrong form,
 * out of range, a duplicate, a missing reference) is the client's mistake: 4xx.
 * A route should validate first; this keeps anything it missed from becoming a 500.
 * A write refused for want of space (the database's disk_full, a file system's
 * ENOSPC or EDQUOT) is 507 with a message that says so.
 */
function databaseErrorOf(err: unknown): { status: 400 | 409 | 507; body: ErrorBody } | null {
  if (isDiskFullError(err)) {
    const full = diskFull();
    return { status: 507, body: { code: full.code, message: full.message } };
  }
  const code = (err as { code?: unknown }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
  if (typeof code !== 'string') return null;
  if (code === '23505') return { status: 409, body: { code: 'CONFLICT', message: 'Esiste già un elemento con questi dati.' } };
  if (code === '23503') return { status: 409, body: { code: 'CONFLICT', message: 'L\'elemento è collegato ad altri dati o fa riferimento a dati inesistenti.' } };
  // lock_not_available: the row stayed held by another transaction past the write's bound (db/client.ts boundRowLockWait).
  if (code === '55P03') return { status: 409, body: { code: 'BUSY', message: ROW_BUSY_MESSAGE } };
  if (code.startsWith('22') || code === '23502' || code === '23514') {
    return { status: 400, body: { code: 'BAD_REQUEST', message: 'Richiesta non valida: controlla i dati inseriti.' } };
  }
  return null;
}

/** Permissions-Policy: denied to every page and answer. */
const UNUSED_BROWSER_FEATURES = [
  'accelerometer', 'autoplay', 'bluetooth', 'browsingTopics', 'camera', 'displayCapture', 'geolocation', 'gyroscope', 'hid',
  'idleDetection', 'magnetometer', 'microphone', 'midi', 'payment', 'publickeyCredentialsGet', 'screenWakeLock', 'serial', 'usb',
  'xrSpatialTracking',
] as const;

/** The API, one router per area. Its type is what the web client is typed against. */
function createApi() {
  return new Hono<AppEnv>()
    .route('/health', healthRoutes)
    .route('/calendar', publicCalendarRoutes)
    .route('/me', meRoutes)
    .route('/dashboard', dashboardRoutes)
    .route('/clients', clientsRoutes)
    .route('/profile', profileRoutes)
    .route('/activity', activityRoutes)
    .route('/countries', countriesRoutes)
    .route('/compliance-rules', complianceRulesRoutes)
    .route('/deadlines', deadlinesRoutes)
    .route('/documents', documentsRoutes)
    .route('/contracts', contractsRoutes)
    .route('/requests', requestsRoutes)
    .route('/request-templates', requestTemplatesRoutes)
    .route('/aml', amlRoutes)
    .route('/aml', amlRecordsRoutes)
    .route('/money', moneyRoutes)
    .route('/bank-applications', bankApplicationsRoutes)
    .route('/staff', staffRoutes)
    .route('/login-users', loginUsersRoutes)
    .route('/mail-outbox', mailOutboxRoutes)
    .route('/two-factor', twoFactorRoutes);
}

export type AppType = ReturnType<typeof createApi>;

/** `metrics`: this server's Prometheus metrics, counted per request (none: not counted). */
export function createApp(ctx: AppContext, options: { serveWeb?: boolean; metrics?: Metrics } = {}) {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(observeRequests(options.metrics));
  // Whatever refuses a body, the caller's connection stays usable.
  app.use(settleUnreadBodies(ctx.env.MAX_UPLOAD_MB * 1024 * 1024 + UPLOAD_ENVELOPE_BYTES));
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        frameSrc: ["'self'", 'blob:'],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      // Browser features the app never uses; the clipboard stays allowed for copy buttons.
      permissionsPolicy: Object.fromEntries(UNUSED_BROWSER_FEATURES.map((feature) => [feature, []])),
      xFrameOptions: 'DENY',
      strictTransportSecurity: ctx.env.APP_URL.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
      // A stored file's answer carries its own policy (files/serve.ts).
      overwrite: false,
    }),
  );
  app.use(async (c, next) => {
    c.set('ctx', ctx);
    await next();
  });
  app.use('/api/*', rejectForeignOrigin);
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  // Before any route reads a body: JSON 1 MB, /api/auth/* 64 KB, uploads MAX_UPLOAD_MB.
  app.use(bodyLimits(ctx.env.MAX_UPLOAD_MB));

  app.on(['GET', 'POST'], '/api/auth/*', handleAuth);
  app.route('/api', createApi());
  app.all('/api/*', (c) => c.json<ErrorBody>({ code: 'NOT_FOUND', message: 'Risorsa non trovata.' }, 404));

  if (options.serveWeb) {
    const spa = spaPages(WEB_DIST_DIR, SERVER_RENDER_MODULE);
    const legal = { terms: ctx.env.TERMS_URL ?? null, privacy: ctx.env.PRIVACY_URL ?? null };
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // A page of the app with the person it is for: no GET /api/me before the first screen.
    // A page of the policy's table that the person may open arrives rendered for them.
    const sendPage = async (c: Context<AppEnv>, route: string | null) => {
      const actor = await loadActor(c);
      const person = actor && sessionPerson(actor);
      const url = new URL(c.req.url);
      const html =
        person && route && canOpen(person.role, route)
          ? await spa.rendered(route, url.pathname + url.search, { person, cookie: c.req.header('cookie') ?? '' })
          : spa.html(route, actor === null && !url.search);
      c.header('Cache-Control', 'no-store');
      return c.html(withPageData(html, person, legal));
    };
    // The pages of the app, '/' included, before the static index.html.
    app.get('*', async (c, next) => {
      const route = spa.routeOf(c.req.path);
      return route === null ? next() : sendPage(c, route);
    });
    app.use('*', serveStatic({ root: path.relative(process.cwd(), WEB_DIST_DIR), precompressed: true }));
    // Every other path is the SPA too: its router shows the 404 page.
    app.get('*', (c) => sendPage(c, null));
  }

  app.onError((err, c) => {
    if (err instanceof AppError) {
      if (err instanceof TooManyAttempts) c.header('Retry-After', String(err.retryAfterSeconds));
      return c.json<ErrorBody>({ code: err.code, message: err.message, ...(err.fieldErrors && { fieldErrors: err.fieldErrors }) }, err.status);
    }
    if (isPoolBusy(err)) {
      c.header('Retry-After', '2');
      return c.json<ErrorBody>({ code: 'BUSY', message: SERVER_BUSY_MESSAGE }, 429);
    }
    if (isDatabaseUnavailable(err)) {
      c.header('Retry-After', '5');
      return c.json<ErrorBody>({ code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE }, 503);
    }
    const dbError = databaseErrorOf(err);
    if (dbError) return c.json<ErrorBody>(dbError.body, dbError.status);
    // Malformed JSON bodies and other client mistakes Hono reports as HTTPException.
    const status = (err as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = status === 413 ? 'La richiesta è troppo grande.' : 'Richiesta non valida.';
      return c.json<ErrorBody>({ code: 'BAD_REQUEST', message }, status as 400);
    }
    log.error({ reqId: c.get('requestId'), method: c.req.method, path: loggedPath(c.req.path), err }, 'errore interno');
    return c.json<ErrorBody>({ code: 'INTERNAL', message: 'Si è verificato un errore interno. Riprova più tardi.' }, 500);
  });

  return app;
}
