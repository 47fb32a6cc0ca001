import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../../../src/domain/textLimits';
import { startTestApi } from '../../../testing/harness';
import type { TestApi } from '../../../testing/harness';

let t: TestApi;
let designer: string;
let support: string;
beforeAll(async () => {
  t = await startTestApi();
  designer = (await t.login('designer', 'Designer1')).access_token;
  support = (await t.login('support', 'Support1')).access_token;
});
afterAll(() => t.close());

const put = (body: Record<string, string>, language = 'zh') =>
  t.call('/api/os/user/info', { method: 'PUT', token: designer, body, query: { language } });

describe('length limits of free text', () => {
  it('refuses a nick name past its length in the caller’s language, and keeps the old one', async () => {
    const long = '长'.repeat(5000);
    expect((await put({ name: long })).body).toMatchObject({
      success: false,
      msg: `昵称不能超过${TEXT_LIMITS.nickName}个字符`,
    });
    expect((await put({ name: long }, 'tr')).body.msg).toBe(
      `Takma ad en fazla ${TEXT_LIMITS.nickName} karakter olabilir`,
    );
    const detail = await t.call('/api/os/user/detail', { method: 'GET', token: designer });
    expect(detail.body.data.name).not.toBe(long);
    expect((await put({ name: '字'.repeat(TEXT_LIMITS.nickName) })).body.success).toBe(true);
  });

  it('refuses a skills text, a work order and a reply past their lengths', async () => {
    const skills = await put({ name: 'ok', indications: 'x'.repeat(TEXT_LIMITS.profileText + 1) });
    expect(skills.body.msg).toBe(`资料不能超过${TEXT_LIMITS.profileText}个字符`);
    const create = (subject: string) =>
      t.call('/api/os/ticket/create', {
        token: designer,
        body: { subject, content: '<p>内容</p>', problemCategory: '其他问题', attachList: [] },
        query: { language: 'en' },
      });
    expect((await create('t'.repeat(TEXT_LIMITS.ticketSubject + 1))).body.msg).toBe(
      `The title may not exceed ${TEXT_LIMITS.ticketSubject} characters`,
    );
    const ticket = await create('短标题');
    expect(ticket.body.success).toBe(true);
    const reply = await t.call(`/api/os/ticket/${ticket.body.data.id}/reply`, {
      token: support,
      body: { content: `<p>${'r'.repeat(TEXT_LIMITS.ticketReply)}</p>`, attachList: [] },
    });
    expect(reply.body.msg).toBe(`回复不能超过${TEXT_LIMITS.ticketReply}个字符`);
  });

  it('refuses a payment field past its length, in the caller’s language, and keeps the saved one', async () => {
    const payment = (fields: Record<string, string>) =>
      t.call('/api/os/user/payment', {
        method: 'PUT',
        token: designer,
        query: {
          currency: 'USD',
          country: 'US',
          accountName: 'Zhang Wei',
          accountNumber: '123456789',
          bankName: 'Citibank',
          swiftCode: 'CITIUS33',
          bankAddress: 'NY',
          payeeAddress: 'Beijing',
          ...fields,
        },
      });
    const address = 'a'.repeat(TEXT_LIMITS.payeeAddress + 1);
    expect((await payment({ payeeAddress: address, language: 'en' })).body.msg).toBe(
      `The payee address may not exceed ${TEXT_LIMITS.payeeAddress} characters`,
    );
    const name = '张'.repeat(TEXT_LIMITS.accountName + 1);
    expect((await payment({ accountName: name })).body.msg).toBe(
      `账户名不能超过${TEXT_LIMITS.accountName}个字符`,
    );
    const detail = await t.call('/api/os/user/detail', { method: 'GET', token: designer });
    expect(detail.body.data.payment.accountName).not.toBe(name);
    expect(detail.body.data.payment.payeeAddress).not.toBe(address);
  });

  it('refuses an account holder of emoji and another script, and keeps the saved one (issue 40, point 10)', async () => {
    const answer = await t.call('/api/os/user/payment', {
      method: 'PUT',
      token: designer,
      query: {
        currency: 'USD',
        country: 'US',
        accountName: '😀 مرحبا',
        accountNumber: '123456789',
        bankName: 'Citibank',
        swiftCode: 'CITIUS33',
        bankAddress: 'NY',
        payeeAddress: 'Beijing',
      },
    });
    expect(answer.status).toBe(400);
    const detail = await t.call('/api/os/user/detail', { method: 'GET', token: designer });
    expect(detail.body.data.payment.accountName).not.toBe('😀 مرحبا');
  });
});
