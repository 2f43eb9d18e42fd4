import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from './backup/backup';
import { newFileKey } from './files/storage';
import { createMailer } from './mail/mailer';
import { createTestApp } from '../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const modeOf = (p: string) => fs.statSync(p).mode & 0o777;
const dataDir = t.ctx.env.DATA_DIR;

describe("the app's files in DATA_DIR are readable by its own system account only", () => {
  it('a stored file: 0600 in 0700 folders', async () => {
    const key = newFileKey('documents');
    await t.ctx.storage.put(key, Buffer.from('%PDF-1.4 riservato'));
    expect(modeOf(path.join(dataDir, 'files', key))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'files', 'documents'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'files'))).toBe(0o700);
  });

  it('an outbox mail, which carries a one-time link: 0600 in a 0700 folder', async () => {
    const outbox = path.join(dataDir, 'outbox');
    const mailer = createMailer({ from: 'Arcadia <noreply@example.it>', outboxDir: outbox, log: false });
    await mailer.send({ to: 'anna@example.it', subject: 'Reimposta la password', text: 'Link: https://example.it/reset?token=segreto', html: '<p>segreto</p>' });
    const [mail] = fs.readdirSync(outbox);
    expect(modeOf(path.join(outbox, mail!))).toBe(0o600);
    expect(modeOf(outbox)).toBe(0o700);
  });

  it('a backup archive: 0600 in a 0700 folder', async () => {
    const archive = path.join(dataDir, 'backups', 'copia.tar');
    await createBackup(t.ctx.pool, t.ctx.storage, archive);
    expect(modeOf(archive)).toBe(0o600);
    expect(modeOf(path.dirname(archive))).toBe(0o700);
  });
});
