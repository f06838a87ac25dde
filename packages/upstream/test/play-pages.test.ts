import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchTicket, playApi } from './helpers/play.ts';
import { inhouseNodeId } from './helpers/players.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { loginToken, startTestUpstream } from './helpers/upstream.ts';

let up: TestUpstream;
let framed: TestUpstream;

beforeAll(async () => {
  up = await startTestUpstream();
  framed = await startTestUpstream({
    config: { siteOrigins: ['https://www.example.test', 'http://127.0.0.1:8080'] },
  });
});
afterAll(async () => {
  await up.close();
  await framed.close();
});

const page = (app: TestUpstream['app'], url: string) => app.inject({ method: 'GET', url });

const buttons: Record<string, string[]> = {
  slot: ['Spin'],
  dice: ['Roll'],
  crash: ['Bet', 'Cash out'],
  lottery: ['Place bet'],
};

describe('game pages', () => {
  it.each(Object.keys(buttons))(
    'serve /play/%s with its controls and no inline code',
    async (kind) => {
      const response = await page(up.app, `/play/${kind}?ticket=x&lang=EN`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain('frame-ancestors *');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const html = response.body;
      for (const name of buttons[kind] ?? [])
        expect(html).toMatch(new RegExp(`<button[^>]*>\\s*${name}\\s*</button>`));
      // Disabled until the page's script has wired it: an early click would submit the form
      // natively and reload the frame without a round.
      expect(html).toMatch(/<button type="submit" id="play"[^>]* disabled>/);
      expect(html).toContain('aria-busy="true"');
      expect(html).toContain('data-testid="balance"');
      expect(html).toContain('data-testid="last-win"');
      // Every script is a file of the same origin: nothing inline, no handlers, no style attributes.
      expect(
        html.match(/<script\b[^>]*>/g)?.every((tag) => / src="\/play\/assets\//.test(tag)),
      ).toBe(true);
      expect(html).not.toMatch(/<script\b[^>]*>[^<]+<\/script>/);
      expect(html).not.toMatch(/\son[a-z]+=/i);
      expect(html).not.toMatch(/\sstyle=|<style/i);
      for (const [, asset] of html.matchAll(/(?:src|href)="(\/play\/assets\/[^"]+)"/g)) {
        expect((await page(up.app, asset ?? '')).statusCode).toBe(200);
      }
    },
  );

  it('serve the Khmer and Chinese faces the pages link, under their own font policy (#10)', async () => {
    const html = (await page(up.app, '/play/slot?ticket=x&lang=CN')).body;
    const sheets = [...html.matchAll(/href="(\/play\/fonts\/[^"]+\.css)"/g)].map(([, url]) => url);
    expect(sheets).toEqual(['/play/fonts/noto-sans-khmer.css', '/play/fonts/noto-sans-sc.css']);
    const response = await page(up.app, '/play/slot?ticket=x&lang=CN');
    expect(String(response.headers['content-security-policy'])).toContain("font-src 'self'");

    const sheet = await page(up.app, '/play/fonts/noto-sans-sc.css');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
    // Sliced by unicode-range, every slice on this origin.
    const urls = [...sheet.body.matchAll(/url\(([^)]+)\)/g)].map(([, url]) => url ?? '');
    expect(urls.length).toBeGreaterThan(50);
    expect(urls.every((url) => url.startsWith('/play/fonts/noto-sans-sc/'))).toBe(true);
    expect(sheet.body).toContain('unicode-range');

    const slice = await page(up.app, urls[0] ?? '');
    expect(slice.statusCode).toBe(200);
    expect(slice.headers['content-type']).toBe('font/woff2');
    expect(slice.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    for (const url of [
      '/play/fonts/noto-sans-tc.css',
      '/play/fonts/noto-sans-sc',
      '/play/fonts/noto-sans-sc/missing.woff2',
      '/play/fonts/noto-sans-sc/..%2F..%2Fpackage.json',
      '/play/fonts/noto-sans-sc/index.css',
    ]) {
      expect((await page(up.app, url)).statusCode).toBe(404);
    }
  });

  it('serve their scripts and styles with exact types, and nothing else', async () => {
    const script = await page(up.app, '/play/assets/common.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('/play-api/session');
    const style = await page(up.app, '/play/assets/play.css');
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    for (const url of [
      '/play/assets/slot.html',
      '/play/assets/missing.js',
      '/play/assets/..%2Fslot.html',
      '/play/assets/%2E%2E%2Fpackage.json',
      '/play/poker',
    ]) {
      expect((await page(up.app, url)).statusCode).toBe(404);
    }
  });

  it('may be framed only by the configured site origins', async () => {
    const csp = String((await page(framed.app, '/play/slot')).headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors https://www.example.test http://127.0.0.1:8080');
  });
});

describe('game tickets in the log', () => {
  it('never appear: neither in the page address nor in the API header', async () => {
    const lines: string[] = [];
    const logged = await startTestUpstream({
      logStream: { write: (line: string) => void lines.push(line) },
      config: { logLevel: 'trace' },
    });
    try {
      const token = await loginToken(logged.app, 'demo_player', 'Demo1234');
      const ticket = await launchTicket(logged.app, token, await inhouseNodeId(logged.db, 'slot'));
      await page(logged.app, `/play/slot?ticket=${ticket}&lang=EN`);
      await playApi(logged.app, ticket, 'GET', '/play-api/session');
      await playApi(logged.app, `${ticket.slice(0, -2)}zz`, 'GET', '/play-api/balance');
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain(ticket.slice(0, 20));
      expect(lines.join('\n')).toContain('ticket=[redacted]');
    } finally {
      await logged.close();
    }
  });
});
