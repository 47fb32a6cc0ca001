import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { startTestApi } from '../../testing/harness';
import type { TestApi } from '../../testing/harness';

/** Issue 36, finding 9: the captcha's letters were `<text>` in its SVG, read by a regex. */
describe('the image captcha', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ control: true });
  });
  afterAll(() => t.close());

  it('is a 130x48 raster with noise: its letters are in no markup', async () => {
    const { body } = await t.call('/api/blade-auth/oauth/captcha', { method: 'GET' });
    expect(body.image).toMatch(/^data:image\/png;base64,/);
    const bytes = Buffer.from(String(body.image).split(',')[1], 'base64');
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([130, 48]);
    const { text } = (await t.call('/__fake/captcha', { body: { image: body.image } })).body.data;
    expect(text).toMatch(/^[A-Z0-9]{5}$/);
    const decoded = bytes.toString('latin1');
    expect(decoded).not.toContain('<text');
    expect(decoded).not.toContain(text);
    const colours = new Set<number>();
    for (let i = 0; i < png.data.length; i += 4) colours.add(png.data.readUInt32BE(i));
    expect(colours.size).toBeGreaterThanOrEqual(3); // background, ink, noise
  });

  it('reads the same text only through the test control, which npm start does not have', async () => {
    const open = await startTestApi();
    try {
      const { body } = await open.call('/api/blade-auth/oauth/captcha', { method: 'GET' });
      const read = await open.call('/__fake/captcha', { body: { image: body.image } });
      expect(read.status).toBe(404);
    } finally {
      await open.close();
    }
  });
});
