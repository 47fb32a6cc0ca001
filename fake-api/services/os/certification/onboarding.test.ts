import { CONTRACT_VERSION } from '../../../onboarding/contractDocuments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../../../src/domain/textLimits';
import { startTestApi } from '../../../testing/harness';
import type { TestApi } from '../../../testing/harness';
import { startStoredApi } from '../../../testing/storage';
import { storeAs } from '../../../testing/upload';

describe('qualification, contract and registration state machines', () => {
  let t: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startStoredApi();
    await t.signIn(['newbie1', 'support', 'operator', 'designer'], tokens);
  });
  afterAll(() => t.close());

  /** newbie1's test design, uploaded as the portal does it: keys, storage, then the submit. */
  const design = async (content: string) => {
    const stored = await storeAs(t, tokens.newbie1, `solid ${content}`);
    return {
      dentureType: '1',
      software: 'exocad',
      softwareVersion: '3.2',
      years: '2',
      fileName: 'crown-design.stl',
      fileLink: stored.name,
      hashValue: stored.hashValue,
      fileSize: String(stored.size),
    };
  };

  const as = (account: string, path: string, query: Record<string, string> = {}, method = 'POST') =>
    t.call(path, { token: tokens[account], query, method });
  const grabCrown = async () => {
    const pool = await as(
      'newbie1',
      '/api/os/designTask/my/page',
      { tab: 'grab', size: '100' },
      'GET',
    );
    const crown = pool.body.data.records.find(
      (task: { dentureType: string }) => task.dentureType === '1',
    );
    return as('newbie1', '/api/os/designTask/my/grab', { id: crown.id });
  };

  it('seeds the states the issue asks for', async () => {
    const types = (await as('newbie1', '/api/os/certification/types', {}, 'GET')).body.data;
    expect(types.every((type: { status: string }) => type.status === '')).toBe(true);
    const mine = (await as('designer', '/api/os/certification/page', { size: '50' }, 'GET')).body
      .data;
    const statuses = mine.records.map((a: { status: string }) => a.status);
    expect(statuses.filter((s: string) => s === '1').length).toBeGreaterThan(2);
    expect(statuses).toContain('0');
    expect(mine.records.find((a: { status: string }) => a.status === '2').reasonCode).toBe(
      'margin',
    );
    const desk = (await as('support', '/api/os/contract/desk/page', {}, 'GET')).body.data;
    expect(desk.total).toBe(1);
    const pending = (await as('operator', '/api/blade-user/audit/page', {}, 'GET')).body.data;
    expect(pending.records.map((r: { account: string }) => r.account)).toEqual([
      'applicant1',
      'applicant2',
    ]);
  });

  it('reviews an attempt once, needs a reason to fail, takes a resubmission, opens the gate', async () => {
    expect((await grabCrown()).body.msg).toMatch(/资质认证/);
    const longVersion = await as('newbie1', '/api/os/certification/submit', {
      ...(await design('h0')),
      softwareVersion: '3'.repeat(TEXT_LIMITS.softwareVersion + 1),
      language: 'en',
    });
    expect(longVersion.body.msg).toBe(
      `The software version may not exceed ${TEXT_LIMITS.softwareVersion} characters`,
    );
    const h1 = await design('h1');
    const first = (await as('newbie1', '/api/os/certification/submit', h1)).body;
    expect(first.data.status).toBe('0');
    const again = await as('newbie1', '/api/os/certification/submit', await design('h2'));
    expect(again.body).toMatchObject({ code: 400, msg: '该义齿类型的认证正在审核中' });
    const id = first.data.id;
    expect(
      (await as('support', '/api/os/certification/review', { id, result: 'fail' })).body.msg,
    ).toBe('请填写原因');
    const unknown = await as('support', '/api/os/certification/review', {
      id,
      result: 'fail',
      reasonCode: 'moon_phase',
    });
    expect(unknown.body.msg).toBe('原因类别无效');
    const failed = await as('support', '/api/os/certification/review', {
      id,
      result: 'fail',
      reasonCode: 'margin',
      reason: '边缘不密合',
    });
    expect(failed.body.data).toMatchObject({
      status: '2',
      reasonCode: 'margin',
      reason: '边缘不密合',
    });
    const twice = await as('support', '/api/os/certification/review', { id, result: 'pass' });
    expect(twice.body).toMatchObject({ code: 400, msg: '该认证不在审核中，不能重复审核' });
    const duplicate = await as('newbie1', '/api/os/certification/submit', await design('h1'));
    expect(duplicate.body.msg).toBe('该文件已上传过，请勿重复上传');
    for (const [language, message] of [
      ['en', 'This file has already been uploaded: duplicates are not allowed'],
      ['tr', 'Bu dosya zaten yüklendi: aynı dosya tekrar yüklenemez'],
    ]) {
      const refused = await as('newbie1', '/api/os/certification/submit', {
        ...h1,
        language,
      });
      expect(refused.body.msg).toBe(message);
    }
    const h3 = await design('h3');
    const second = (await as('newbie1', '/api/os/certification/submit', h3)).body.data;
    await as('support', '/api/os/certification/review', { id: second.id, result: 'pass' });
    const types = (await as('newbie1', '/api/os/certification/types', {}, 'GET')).body.data;
    expect(types.find((type: { dentureType: string }) => type.dentureType === '1')).toMatchObject({
      status: '1',
      attempts: 2,
    });
    expect((await grabCrown()).body.msg).toMatch(/合同/);
  });

  it('refuses staff calls from a designer with 403', async () => {
    for (const [path, method] of [
      ['/api/os/certification/review', 'POST'],
      ['/api/os/contract/desk/page', 'GET'],
      ['/api/blade-user/audit/page', 'GET'],
    ]) {
      expect((await as('newbie1', path, { id: 'x' }, method)).status).toBe(403);
    }
    expect((await as('support', '/api/blade-user/audit/page', {}, 'GET')).status).toBe(403);
  });

  it('signs online with a checked ID number and a matching name, once', async () => {
    const identity = {
      realName: '周敏',
      idKind: 'resident',
      agree: 'true',
      signedName: '周敏',
      version: CONTRACT_VERSION,
      language: 'zh',
    };
    const bad = await as('newbie1', '/api/os/contract/sign', {
      ...identity,
      idNumber: '110105194912310021',
    });
    expect(bad.body.msg).toBe('证件号码不正确');
    const paper = await as(
      'newbie1',
      '/api/os/user/addTrackNum',
      { ...identity, idNumber: '11010519491231002X', trackNum: 'SF1234567890' },
      'GET',
    );
    expect(paper.body.msg).toBe('请在线签署合同');
    const stale = await as('newbie1', '/api/os/contract/sign', {
      ...identity,
      idNumber: '11010519491231002X',
      version: '2020.01',
    });
    expect(stale.body.msg).toBe('合同已更新，请阅读新版本后再签署');
    const signed = await as('newbie1', '/api/os/contract/sign', {
      ...identity,
      idNumber: '11010519491231002X',
    });
    expect(signed.body.data).toMatchObject({
      status: '2',
      signedVersion: CONTRACT_VERSION,
      signedLanguage: 'zh',
      document: { version: CONTRACT_VERSION, language: 'zh' },
    });
    // The signed text stays in the signed language whatever language asks for it.
    const again = await as('newbie1', '/api/os/contract/detail', { language: 'tr' }, 'GET');
    expect(again.body.data.document.language).toBe('zh');
    const twice = await as('newbie1', '/api/os/contract/sign', {
      ...identity,
      idNumber: '11010519491231002X',
    });
    expect(twice.body.msg).toBe('合同已签署');
    expect((await grabCrown()).body.code).toBe(200);
  });

  it('approves and rejects registrations once; the rejected applicant reads the reason', async () => {
    const pending = (await as('operator', '/api/blade-user/audit/page', {}, 'GET')).body.data
      .records;
    const [one, two] = pending.map((r: { id: string }) => r.id);
    expect((await as('operator', '/api/blade-user/audit-refuse', { userIds: two })).body.msg).toBe(
      '请填写原因',
    );
    const inTurkish = await as('operator', '/api/blade-user/audit-refuse', {
      userIds: two,
      language: 'tr',
    });
    expect(inTurkish.body.msg).toBe('Lütfen bir neden girin');
    await as('operator', '/api/blade-user/audit-pass', { userIds: one });
    await as('operator', '/api/blade-user/audit-refuse', { userIds: two, reason: '资料不全' });
    expect((await as('operator', '/api/blade-user/audit-pass', { userIds: two })).body.msg).toBe(
      '该注册申请已处理',
    );
    expect((await t.login('applicant1', 'Applicant1')).access_token).toBeTruthy();
    expect((await t.login('applicant2', 'Applicant2')).error_description).toBe(
      '注册申请未通过: 资料不全',
    );
    expect((await t.login('applicant2', 'Applicant2', 'en')).error_description).toBe(
      'Your registration was not approved: 资料不全',
    );
  });
});

describe('paper contract', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ contractSigning: 'paper' });
  });
  afterAll(() => t.close());

  it('goes to signing with a tracking number; staff send it back with a reason, then confirm', async () => {
    const token = (await t.login('newbie1', 'Newbie123')).access_token;
    const staff = (await t.login('support', 'Support1')).access_token;
    const mail = (trackNum: string) =>
      t.call('/api/os/user/addTrackNum', {
        method: 'GET',
        token,
        query: { realName: 'Ayşe Yılmaz', idKind: 'passport', idNumber: 'U12345678', trackNum },
      });
    expect((await mail('SF-1')).body.msg).toBe('快递单号不正确');
    expect((await mail('SF1234567890')).body.data).toMatchObject({
      status: '1',
      trackNum: 'SF1234567890',
    });
    expect((await mail('SF1234567891')).body.msg).toBe('当前合同状态不允许该操作');
    const userId = (await t.call('/api/os/user/detail', { method: 'GET', token })).body.data.id;
    const desk = (query: Record<string, string>, path: string) =>
      t.call(`/api/os/contract/${path}`, { token: staff, query: { userId, ...query } });
    expect((await desk({}, 'sendBack')).body.msg).toBe('请填写原因');
    expect((await desk({ reason: '缺少签字页' }, 'sendBack')).body.data).toMatchObject({
      status: '0',
      reason: '缺少签字页',
    });
    expect((await desk({}, 'confirm')).body.msg).toBe('当前合同状态不允许该操作');
    await mail('SF1234567892');
    expect((await desk({}, 'confirm')).body.data.status).toBe('2');
  });
});
