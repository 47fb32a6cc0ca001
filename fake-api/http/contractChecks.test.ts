import { afterEach, describe, expect, it } from 'vitest';
import type { FakeApiContext } from '../context';
import { contractFailures, summarizeContract } from '../testing/contractSummary';
import { startTestApi } from '../testing/harness';
import type { TestApi } from '../testing/harness';
import {
  documentedOperations,
  readOpenApiDocument,
  servedOperations,
  undocumentedOperations,
} from '../testing/openApiDocument';

/**
 * Issue 38: the three ways the emulator can leave docs/api/openapi.yaml each fail a test. These
 * fake APIs check their answers without counting into the run (`checkAnswers: true`), so the
 * violations provoked here stay here.
 */
describe('the contract checks fail', () => {
  let t: TestApi | undefined;
  afterEach(async () => {
    await t?.close().catch(() => {});
    t = undefined;
  });

  async function designerDetail(api: TestApi) {
    const { designer } = await api.signIn(['designer']);
    return api.call('/api/os/user/detail', { method: 'GET', token: designer });
  }

  it('a handler answering a shape the document does not allow: 500, recorded, close() fails', async () => {
    t = await startTestApi({ checkAnswers: true });
    const sound = await designerDetail(t);
    expect(sound.status).toBe(200);
    expect(t.api.contract?.read().violations).toEqual([]);

    // The stored points become text, so the detail's handler answers `points: "lots"`.
    const users = t.api.db.getState().users;
    const designer = users.find((user) => user.account === 'designer')!;
    (designer as unknown as { points: string }).points = 'lots';
    const wrong = await designerDetail(t);

    expect(wrong.status).toBe(500);
    expect(wrong.body.msg).toContain('GET /os/user/detail');
    expect(wrong.body.msg).toContain('/response/data/points must be integer');
    expect(t.api.contract?.read().violations).toEqual([
      expect.stringContaining('GET /os/user/detail: /response/data/points must be integer'),
    ]);
    await expect(t.close()).rejects.toThrow(/Answers that leave docs\/api\/openapi.yaml/);
    t = undefined;
  });

  it('counts what the validator checked, per route', async () => {
    t = await startTestApi({ checkAnswers: true });
    await designerDetail(t);
    const tally = t.api.contract!.read();
    // The sign-in and the detail: each request checked and its answer too.
    expect(tally.operations['POST /blade-auth/os/oauth/token']).toEqual({
      requests: 1,
      responses: 1,
    });
    expect(tally.operations['GET /os/user/detail']).toEqual({ requests: 1, responses: 1 });
    expect([tally.requests, tally.responses]).toEqual([2, 2]);
  });

  it('a route the router serves and the document lacks', async () => {
    t = await startTestApi({ checkAnswers: true });
    const context = { store: { state: () => t!.api.db.getState() }, settings: {} };
    const documented = documentedOperations(readOpenApiDocument());
    const servedOf = () => servedOperations(t!.api.app, context as unknown as FakeApiContext);
    expect(undocumentedOperations(servedOf(), documented)).toEqual([]);

    t.api.app.get('/api/os/probe/extra', (_req, res) => void res.json({}));
    expect(undocumentedOperations(servedOf(), documented)).toEqual(['GET /os/probe/extra']);
  });

  it('a documented route that no test calls', async () => {
    t = await startTestApi({ checkAnswers: true });
    await designerDetail(t);
    const summary = summarizeContract([t.api.contract!.read()]);

    expect(summary.uncalled).toContain('GET /os/points/summary');
    expect(summary.uncalled).not.toContain('GET /os/user/detail');
    expect(summary.lines).toContainEqual(expect.stringMatching(/^- GET \/os\/points\/summary /));
    expect(contractFailures(summary, true)).toEqual([expect.stringContaining('no test calls ')]);
    // A partial run (a few files) leaves routes uncalled without failing.
    expect(contractFailures(summary, false)).toEqual([]);
  });
});
