import os from 'node:os';
import path from 'node:path';

/** E2E_PORT lets several runs share a machine, each with its own server and data directory. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** A data directory of its own, emptied before each run: a fresh database and an empty outbox. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `arcadia-e2e-${E2E_PORT}`);
/** The first proprietario, created by the server on its first start (OWNER_NAME: its name). */
/** The firm's terms the test server links from the sign-up; it sets no privacy policy, to show both cases. */
export const E2E_TERMS_URL = 'https://www.studio.example/termini';
export const E2E_OWNER = { email: 'proprietario@e2e.test', password: 'Proprietario!2024', name: 'Elena Conti' };
