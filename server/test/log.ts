import { vi } from 'vitest';
import { log, type LogLevel } from '../platform/log';

export interface CapturedLog {
  /** Every line the logger wrote, as written. */
  text(): string;
  /** The lines, parsed. */
  lines(): Record<string, unknown>[];
  restore(): void;
}

/** Captures what the server's logger writes (at `level`) until restore(); nothing reaches the output meanwhile. */
export function captureLog(level: LogLevel = 'info'): CapturedLog {
  const written: string[] = [];
  const previous = log.level;
  log.level = level;
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  return {
    text: () => written.join(''),
    lines: () => written.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>),
    restore() {
      spy.mockRestore();
      log.level = previous;
    },
  };
}
