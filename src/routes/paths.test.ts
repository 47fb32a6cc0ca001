import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  iframePath,
  isDesignerOnlyPath,
  listPath,
  PATHS,
  personalCenterPath,
  SETTLEMENT_MATCH,
  settlementPath,
  showPath,
  stlViewPath,
  taskShowPath,
  taskUploadPath,
  withFilter,
} from './paths';

describe('the route table', () => {
  it('builds the detail and upload paths of an order, encoding the id', () => {
    expect(taskShowPath('12')).toBe('/tasks/12/show');
    expect(showPath('tickets', 'a/b')).toBe('/tickets/a%2Fb/show');
    expect(taskUploadPath('12')).toBe('/order/task/12/upload');
    expect(taskUploadPath('a/b c')).toBe('/order/task/a%2Fb%20c/upload');
    expect(matchPath(PATHS.taskUpload, taskUploadPath('7'))?.params.id).toBe('7');
  });

  it('builds the tab paths that match their page', () => {
    expect(personalCenterPath('3')).toBe('/order/personalCenter/3');
    expect(settlementPath('bill')).toBe('/order/settlement/bill');
    expect(matchPath(PATHS.settlement, settlementPath('tax'))?.params.active).toBe('tax');
    expect(matchPath(SETTLEMENT_MATCH, settlementPath('ranking'))).not.toBeNull();
    expect(matchPath(SETTLEMENT_MATCH, PATHS.workbench)).toBeNull();
  });

  it('opens lists on a react-admin filter', () => {
    expect(listPath('qcQueue')).toBe('/qcQueue');
    expect(listPath('bills', { name: '2026-10', account: 'a&b' })).toBe(
      `/bills?filter=${encodeURIComponent('{"name":"2026-10","account":"a&b"}')}`,
    );
    expect(withFilter(PATHS.result, { dentureType: '1' })).toBe(
      `/order/result?filter=${encodeURIComponent('{"dentureType":"1"}')}`,
    );
  });

  it('sends files to the viewer and external pages to the iframe route, encoded', () => {
    expect(stlViewPath([{ url: 'https://a.test/x y.stl' }, { url: 'https://a.test/z.stl' }])).toBe(
      `/stlView?stlUrl=${encodeURIComponent('https://a.test/x y.stl')}&stlUrl=${encodeURIComponent('https://a.test/z.stl')}`,
    );
    expect(iframePath('1123598815738675301')).toBe('/myiframe/1123598815738675301');
    expect(matchPath(PATHS.iframe, iframePath('42'))).not.toBeNull();
  });

  it('keeps the paths SPEC §2 fixes (the one place they are written twice, on purpose)', () => {
    expect([PATHS.login, PATHS.lock, PATHS.notFound, PATHS.forbidden, PATHS.serverError]).toEqual([
      '/login',
      '/lock',
      '/404',
      '/403',
      '/500',
    ]);
    expect([PATHS.register, PATHS.forget, PATHS.stlView, PATHS.iframe, PATHS.wel]).toEqual([
      '/register',
      '/forget',
      '/stlView',
      '/myiframe/*',
      '/wel',
    ]);
    expect([PATHS.welcome, PATHS.scorecard, PATHS.practice, PATHS.notices, PATHS.home]).toEqual([
      '/wel/index',
      '/wel/dashboard',
      '/test/index',
      '/info/index',
      '/order/homePage',
    ]);
    expect([
      personalCenterPath('1'),
      PATHS.authentication,
      PATHS.result,
      PATHS.workbench,
      PATHS.extension,
      PATHS.myDesignSheet,
      settlementPath('withdrawal'),
    ]).toEqual([
      '/order/personalCenter/1',
      '/order/authentication',
      '/order/result',
      '/order/workbench',
      '/order/extension',
      '/order/myDesignSheet',
      '/order/settlement/withdrawal',
    ]);
  });

  it('gives every route one name', () => {
    const paths = Object.values(PATHS);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('tells the designer’s own screens (issue 40), with their parameters, from shared and staff ones', () => {
    const own = [
      '/wel/index',
      '/order/workbench',
      '/order/settlement/bill',
      '/order/task/12/upload',
    ];
    const others = [
      '/order/personalCenter/1',
      '/order/myDesignSheet',
      '/staff/home',
      '/tasks/12/show',
    ];
    expect(own.filter(isDesignerOnlyPath)).toEqual(own);
    expect(others.filter(isDesignerOnlyPath)).toEqual([]);
  });
});
