import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASIC_HEADER, startTestApi } from '../testing/harness';

describe('request log', () => {
  it('appends one JSON line per /api call', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fake-api-log-')), 'requests.jsonl');
    const logged = await startTestApi({ requestLogFile: file });
    try {
      const token = await logged.login('designer', 'Designer1', 'en');
      await logged.call('/api/blade-system/menu/routes', {
        method: 'GET',
        token: token.access_token,
      });
      await fetch(`${logged.url}/__db/users`);

      const lines = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatchObject({
        method: 'POST',
        path: '/api/blade-auth/os/oauth/token',
        query: { account: 'designer', language: 'en' },
        bodyKeys: [],
        headers: { authorization: BASIC_HEADER, 'blade-auth': null, 'tenant-id': '000000' },
      });
      expect(lines[1].headers['blade-auth']).toBe(`bearer ${token.access_token}`);
      expect(Date.parse(lines[1].time)).not.toBeNaN();
    } finally {
      await logged.close();
      rmSync(dirname(file), { recursive: true, force: true });
    }
  });
});
