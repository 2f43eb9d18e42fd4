import { describe, expect, it } from 'vitest';
import { withSession } from './spa';

describe('withSession', () => {
  const page = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

  it('writes the person into the head as a JSON block the app reads back', () => {
    const html = withSession(page, { id: 'u1', email: 'a@b.it', name: 'Anna', role: 'admin' });
    const block = /<script type="application\/json" id="session">(.*)<\/script><\/head>/.exec(html);
    expect(JSON.parse(block![1]!)).toEqual({ id: 'u1', email: 'a@b.it', name: 'Anna', role: 'admin' });
  });

  it('writes null for nobody', () => {
    expect(withSession(page, null)).toContain('<script type="application/json" id="session">null</script>');
  });

  it('keeps a name with markup from closing the block', () => {
    const name = '</script><script>alert(1)</script><!--';
    const html = withSession(page, { id: 'u1', email: 'a@b.it', name, role: null });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const block = /id="session">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!).name).toBe(name);
  });
});
