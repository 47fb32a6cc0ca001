import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_HEADER, startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';
import { putFile } from '../../../testing/upload';

let t: TestApi;
const tokens: Record<string, string> = {};
/** designer's own put-file upload, and the attachment that names it. */
let attachment: { fileName: string; filePath: string; fileSize: number };

beforeAll(async () => {
  t = await startTestApi();
  await t.signIn(['designer', 'mainacct', 'support'], tokens);
  const stored = await putFile(t, tokens.designer, 'crown.stl', 'solid crown');
  attachment = { fileName: 'crown.stl', filePath: stored.link, fileSize: stored.size };
});
afterAll(() => t.close());

async function send(
  method: string,
  path: string,
  as: string,
  body?: unknown,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${t.url}/api/os${path}`, {
    method,
    headers: {
      Authorization: BASIC_HEADER,
      'Tenant-Id': '000000',
      'Blade-Auth': `bearer ${tokens[as]}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const list = async (as: string, query = '') =>
  (await send('GET', `/ticket/myList?current=1&size=50${query}`, as)).body.data;

const newTicket = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Upload keeps failing',
  content: '<p>The STL upload stops at 80%.</p>',
  problemCategory: '其他问题',
  attachList: [attachment],
  ...overrides,
});

describe('GET /api/os/question/listTitle', () => {
  it('finds titles in Chinese and English, and nothing for an unknown question', async () => {
    const zh = (
      await send('GET', `/question/listTitle?title=${encodeURIComponent('提现')}`, 'designer')
    ).body;
    expect(zh.code).toBe(200);
    expect(zh.data.map((q: Json) => q.questionTitle)).toContain('如何申请提现？');
    expect(zh.data[0]).toEqual({
      id: expect.stringMatching(/^\d{19}$/),
      questionTitle: expect.any(String),
      answerContext: expect.stringContaining('<p>'),
    });
    const en = (await send('GET', '/question/listTitle?title=WITHDRAW&language=en', 'designer'))
      .body.data;
    expect(en.map((q: Json) => q.questionTitle)).toContain('How do I withdraw my earnings?');
    expect((await send('GET', '/question/listTitle?title=zebra', 'designer')).body.data).toEqual(
      [],
    );
  });

  const titles = async (title: string, language: string) =>
    (
      await send(
        'GET',
        `/question/listTitle?title=${encodeURIComponent(title)}&language=${language}`,
        'designer',
      )
    ).body.data.map((q: Json) => q.questionTitle);

  it("finds the grab rules for the everyday word 接单, and answers in the asker's language", async () => {
    expect(await titles('接单', 'zh')).toContain('如何抢单接单？');
    expect(await titles('接单', 'tr')).toContain('Siparişi nasıl üstlenirim?');
    expect(await titles('SİPARİŞ üstlen', 'tr')).toContain('Siparişi nasıl üstlenirim?');
    expect(await titles('deposit', 'en')).toEqual(['What is the deposit and when is it returned?']);
    expect(await titles('depozito', 'zh')).toEqual(['押金是什么？什么时候退还？']);
  });

  it('holds at least 25 questions in each language', async () => {
    const { createQuestions } = await import('../../../seed/questions');
    let next = 0;
    const bank = createQuestions({ nextId: () => String(++next) } as never);
    for (const language of ['zh', 'en', 'tr'])
      expect(bank.filter((q) => q.language === language).length).toBeGreaterThanOrEqual(25);
  });
});

describe('work orders', () => {
  it('creates a ticket as given (HTML kept), open and read by its author', async () => {
    const content = '<p>x</p><img src=x onerror="window.__pwned=1">';
    const { status, body } = await send(
      'POST',
      '/ticket/create',
      'designer',
      newTicket({ content }),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      subject: 'Upload keeps failing',
      content,
      problemCategory: '其他问题',
      status: '0',
      readStatus: '1',
      account: 'designer',
      replyCount: 0,
      // Kept as the key's link on the object route, with the size the server measured.
      attachList: [
        {
          fileName: 'crown.stl',
          filePath: new URL(attachment.filePath).pathname,
          fileSize: attachment.fileSize,
        },
      ],
    });
    expect(body.data.id).toMatch(/^\d{19}$/);
  });

  it.each([
    ['no title', { subject: '  ' }, '请输入标题!'],
    ['no content', { content: '<p></p>' }, '请输入内容!'],
    ['another category', { problemCategory: '账单问题' }, '问题分类只能是其他问题'],
    [
      'a javascript: attachment',
      { attachList: [{ fileName: 'a', filePath: 'javascript:x', fileSize: 1 }] },
      '附件格式错误',
    ],
    [
      // Issue 36: an HTML page on the storage, named like an invoice, for support to click.
      'an attachment that is not an upload of ours',
      {
        attachList: [
          { fileName: 'invoice.pdf', filePath: 'http://localhost:9000/design-files/a.html' },
        ],
      },
      '附件格式错误',
    ],
  ])('refuses %s with a 400 envelope', async (_label, overrides, msg) => {
    expect(await send('POST', '/ticket/create', 'designer', newTicket(overrides))).toEqual({
      status: 400,
      body: { code: 400, success: false, data: {}, msg },
    });
  });

  it("refuses another user's upload as an attachment, in a work order and a reply", async () => {
    const theirs = await putFile(t, tokens.mainacct, 'statement.pdf', '%PDF-1.7 theirs');
    const taken = { fileName: 'invoice.pdf', filePath: theirs.link, fileSize: 1 };
    const create = await send(
      'POST',
      '/ticket/create',
      'designer',
      newTicket({ attachList: [taken] }),
    );
    expect(create.body).toMatchObject({ code: 400, msg: '附件格式错误' });
    const own = (await send('POST', '/ticket/create', 'designer', newTicket())).body.data;
    const reply = { content: '<p>see this</p>', attachList: [taken] };
    expect((await send('POST', `/ticket/${own.id}/reply`, 'designer', reply)).body).toMatchObject({
      code: 400,
      msg: '附件格式错误',
    });
  });

  it('lists a designer only their own tickets, staff every one, with filters and pages', async () => {
    const mine = await list('designer');
    expect(mine.records.every((ticket: Json) => ticket.account === 'designer')).toBe(true);
    expect(mine.records.length).toBeGreaterThanOrEqual(3);
    const all = await list('support');
    expect(all.records.map((ticket: Json) => ticket.account)).toContain('mainacct');
    expect(all.total).toBe(mine.total + (await list('mainacct')).total);
    const solved = await list('designer', '&status=2');
    expect(solved.records.map((ticket: Json) => ticket.status)).toEqual(['2']);
    const found = await list('designer', `&subject=${encodeURIComponent('账单')}`);
    expect(found.records.map((ticket: Json) => ticket.subject)).toEqual(['上月账单金额不对']);
    const page = (await send('GET', '/ticket/myList?current=2&size=2', 'designer')).body.data;
    expect(page).toMatchObject({
      current: 2,
      size: 2,
      total: mine.total,
      pages: Math.ceil(mine.total / 2),
    });
  });

  it("never shows a designer another designer's ticket: 404 envelope everywhere", async () => {
    const [foreign] = (await list('mainacct')).records;
    for (const [method, path] of [
      ['GET', `/ticket/${foreign.id}/detail`],
      ['GET', `/ticket/${foreign.id}/replys`],
      ['POST', `/ticket/${foreign.id}/reply`],
      ['POST', `/ticket/${foreign.id}/read`],
    ]) {
      const body = method === 'POST' ? { content: '<p>hi</p>' } : undefined;
      expect(await send(method, path, 'designer', body)).toEqual({
        status: 404,
        body: { code: 404, success: false, data: null, msg: '工单不存在' },
      });
    }
    expect((await list('designer')).records.map((ticket: Json) => ticket.id)).not.toContain(
      foreign.id,
    );
    expect((await send('GET', `/ticket/${foreign.id}/detail`, 'support')).status).toBe(200);
  });

  it('support replies: the designer is told once, reads it and answers', async () => {
    const created = (await send('POST', '/ticket/create', 'designer', newTicket())).body.data;
    const staffNews = (await send('GET', '/ticket/refreshCount', 'support')).body.data;
    expect(staffNews.newsCount).toBeGreaterThanOrEqual(1);
    const before = (await send('GET', '/ticket/refreshCount', 'designer')).body.data;

    const reply = await send('POST', `/ticket/${created.id}/reply`, 'support', {
      content: '<p>Please try again now.</p>',
      attachList: [],
    });
    expect(reply.body.data).toMatchObject({
      fromStaff: true,
      ticketId: created.id,
      userName: '客服小美',
    });
    const detail = (await send('GET', `/ticket/${created.id}/detail`, 'designer')).body.data;
    expect(detail).toMatchObject({ status: '1', readStatus: '0', replyCount: 1 });

    const news = (await send('GET', `/ticket/refreshCount?times=${before.times}`, 'designer')).body
      .data;
    expect(news).toEqual({ newsCount: 1, times: before.times + 1 });
    const again = (await send('GET', `/ticket/refreshCount?times=${news.times}`, 'designer')).body
      .data;
    expect(again.newsCount).toBe(0);

    expect((await send('POST', `/ticket/${created.id}/read`, 'designer')).body.code).toBe(200);
    expect(
      (await send('GET', `/ticket/${created.id}/detail`, 'designer')).body.data.readStatus,
    ).toBe('1');
    expect((await send('GET', '/ticket/refreshCount', 'designer')).body.data.newsCount).toBe(0);

    await send('POST', `/ticket/${created.id}/reply`, 'designer', {
      content: '<p>Works, thanks</p>',
    });
    const thread = (await send('GET', `/ticket/${created.id}/replys`, 'designer')).body.data;
    expect(thread.map((item: Json) => [item.fromStaff, item.content])).toEqual([
      [true, '<p>Please try again now.</p>'],
      [false, '<p>Works, thanks</p>'],
    ]);
    const forStaff = (await send('GET', `/ticket/${created.id}/detail`, 'support')).body.data;
    expect(forStaff.readStatus).toBe('0');
  });

  it('lets only staff move the status, along the state machine', async () => {
    const created = (await send('POST', '/ticket/create', 'designer', newTicket())).body.data;
    const move = (as: string, status: string) =>
      send('POST', `/ticket/${created.id}/status?status=${status}`, as);
    expect(await move('designer', '2')).toMatchObject({
      status: 403,
      body: { code: 403, msg: '缺失权限,无法访问' },
    });
    expect((await move('support', '1')).body.data.status).toBe('1');
    expect((await move('support', '0')).body).toMatchObject({
      code: 400,
      msg: '当前状态不允许此操作',
    });
    expect((await move('support', '9')).body).toMatchObject({ code: 400, msg: '工单状态不正确' });
    expect((await move('support', '3')).body.data.status).toBe('3');
    expect(
      (await send('POST', `/ticket/${created.id}/reply`, 'designer', { content: '<p>?</p>' })).body,
    ).toMatchObject({ code: 400, msg: '工单已关闭，无法回复' });
  });
});

describe('POST /api/blade-resource/oss/endpoint/put-file', () => {
  const upload = async (file: Blob, name: string) => {
    const form = new FormData();
    form.append('file', file, name);
    const response = await fetch(`${t.url}/api/blade-resource/oss/endpoint/put-file`, {
      method: 'POST',
      headers: {
        Authorization: BASIC_HEADER,
        'Tenant-Id': '000000',
        'Blade-Auth': `bearer ${tokens.designer}`,
      },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };

  it('stores the part `file` and serves its bytes back at the link, same origin', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const { body } = await upload(new Blob([bytes], { type: 'image/png' }), '牙冠 截图.png');
    // Issue 36: the link opens without a token, so its key holds 128 random bits, not the clock.
    expect(body.data).toEqual({
      link: expect.stringMatching(
        new RegExp(`^${t.url}/api/blade-resource/oss/object/upload/\\d{8}/[0-9a-f]{32}\\.png$`),
      ),
      domain: `${t.url}/api/blade-resource/oss/object`,
      name: expect.stringMatching(/^upload\/\d{8}\/[0-9a-f]{32}\.png$/),
      originalName: '牙冠 截图.png',
    });
    const served = await fetch(body.data.link);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('serves anything but an image as a download, and refuses an empty upload', async () => {
    const { body } = await upload(
      new Blob(['<script>1</script>'], { type: 'text/html' }),
      'x.html',
    );
    const served = await fetch(body.data.link);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await upload(new Blob([]), 'empty.png')).body).toMatchObject({
      code: 400,
      msg: '上传文件不能为空',
    });
  });

  it('needs a token to upload', async () => {
    const response = await fetch(`${t.url}/api/blade-resource/oss/endpoint/put-file`, {
      method: 'POST',
      headers: { Authorization: BASIC_HEADER },
      body: new FormData(),
    });
    expect(response.status).toBe(401);
  });
});
