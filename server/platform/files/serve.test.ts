import { describe, expect, it } from 'vitest';
import { contentDisposition } from './serve';

describe('contentDisposition', () => {
  it('keeps the original name in filename* and an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Contratto società.pdf')).toBe(
      `attachment; filename="Contratto societa.pdf"; filename*=UTF-8''Contratto%20societ%C3%A0.pdf`,
    );
  });
  it('neutralises quotes, slashes and control characters', () => {
    const value = contentDisposition('inline', './"evil"\r\nX-Injected: 1.pdf');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toContain('filename=".__evil___X-Injected: 1.pdf"');
    expect(value.startsWith('inline; ')).toBe(true);
  });
});
