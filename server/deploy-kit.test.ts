import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './platform/env';
import { PROJECT_DIR } from './test/run-node';

/** The deployment kit of docs/deploy.md: its files are what the app and systemd accept. */
const KIT = path.join(PROJECT_DIR, 'docs/deploy');

describe('the deployment kit', () => {
  it('its environment file holds valid settings only', () => {
    const lines = fs.readFileSync(path.join(KIT, 'arcadia.env.example'), 'utf8').split('\n');
    const settings = Object.fromEntries(
      lines.filter((line) => /^[A-Z_0-9]+=/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(settings)).toEqual(expect.arrayContaining(['DATABASE_URL', 'APP_URL', 'TRUST_PROXY', 'S3_BUCKET', 'OWNER_NAME']));
    expect(parseEnv(settings).problems).toBeUndefined();
  });

  // systemd's own check, where systemd is installed (not in every container).
  const systemdAnalyze = '/usr/bin/systemd-analyze';
  it.runIf(fs.existsSync(systemdAnalyze))('its systemd unit passes systemd-analyze verify', () => {
    const run = spawnSync(systemdAnalyze, ['verify', path.join(KIT, 'arcadia.service')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
