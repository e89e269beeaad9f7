import { expect, it } from 'vitest';
import { buildApp } from './app';
import { Client } from './testing/client';
import { eachBackend } from './testing/suite';

eachBackend('request logs', (ctx) => {
  it('writes one JSON line per request with the user and site, never the session or CSRF token', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      storage: ctx.db.storage,
      mode: 'local',
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    const c = new Client(app);
    await c.signIn('author@demo.local');
    lines.length = 0;
    await c.call('GET', '/api/Templates');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      method: 'GET',
      url: '/api/Templates',
      status: 200,
      user: 'author@demo.local',
      site: 1,
    });
    const cookieValue = c.cookie.split('=')[1]!;
    for (const line of lines) {
      expect(line).not.toContain(cookieValue);
      expect(line).not.toContain(c.csrf);
    }
    await app.close();
  });
});
