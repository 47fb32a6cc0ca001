import { describe, expect, it } from 'vitest';
import { frameOrigins, menuTarget, rolesOf, visibleMenu } from './menuAccess';

interface Node {
  id: string;
  path: string;
  isOpen: number;
  meta?: { roles?: string[] };
  children?: Node[];
}

const node = (path: string, extra: Partial<Node> = {}): Node => ({
  id: '7',
  path,
  isOpen: 1,
  ...extra,
});

describe('rolesOf', () => {
  it('splits a comma-joined role name', () => {
    expect(rolesOf('designer')).toEqual(['designer']);
    expect(rolesOf('administrator, customer_service')).toEqual([
      'administrator',
      'customer_service',
    ]);
    expect(rolesOf('')).toEqual([]);
  });
});

describe('visibleMenu', () => {
  const tree = [
    node('/a'),
    node('/points', { meta: { roles: ['administrator'] } }),
    node('/p', { children: [node('/p/x', { meta: { roles: ['designer'] } }), node('/p/y')] }),
    node('/open', { meta: {} }),
  ];

  it('hides items whose roles do not match, at any depth', () => {
    expect(visibleMenu(tree, ['designer']).map((n) => n.path)).toEqual(['/a', '/p', '/open']);
    const staff = visibleMenu(tree, ['administrator']);
    expect(staff.map((n) => n.path)).toEqual(['/a', '/points', '/p', '/open']);
    expect(staff[2].children?.map((n) => n.path)).toEqual(['/p/y']);
  });
});

describe('menuTarget', () => {
  it('routes a portal path', () => {
    expect(menuTarget(node('/order/workbench'))).toEqual({ kind: 'route', to: '/order/workbench' });
  });
  it('opens an http(s) path with isOpen 2 in a new window', () => {
    expect(menuTarget(node('https://www.example.com/help', { isOpen: 2 }))).toEqual({
      kind: 'window',
      href: 'https://www.example.com/help',
    });
  });
  it('embeds other http(s) paths in the layout', () => {
    expect(menuTarget(node('https://www.example.com/guide?a=1'))).toEqual({
      kind: 'iframe',
      menuId: '7',
      url: 'https://www.example.com/guide?a=1',
    });
  });
  it('gives the origins a menu embeds, for frame-src: not those opened in a new window', () => {
    const nodes = [
      node('https://www.example.com/guide?a=1'),
      node('https://www.example.com/other'),
      node('https://help.example.org/x', { isOpen: 2 }),
      node('/order/workbench'),
      node('http://docs.example.net:8080/a'),
    ];
    expect(frameOrigins(nodes)).toEqual([
      'https://www.example.com',
      'http://docs.example.net:8080',
    ]);
  });
});
