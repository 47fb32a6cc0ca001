import type { MenuNode } from '../../dataProvider/wireTypes';
import type { Audience, Language, MenuRecord } from '../store/state';
import { isDesignerOnlyPath } from '../../src/routes/paths';

/** The menus an audience may see, as a localized tree. */
export function buildMenuTree(
  menus: MenuRecord[],
  audience: Audience,
  language: Language,
): MenuNode[] {
  // Staff are never led to a designer's own screen (issue 40: one table with the router).
  const shown = (menu: MenuRecord) =>
    menu.audiences.includes(audience) && !(audience === 'staff' && isDesignerOnlyPath(menu.path));
  return buildTree(menus.filter(shown), language);
}

/** Menus that lead to at least one granted button, with those buttons as leaves. */
export function buildButtonTree(
  menus: MenuRecord[],
  buttons: MenuRecord[],
  audience: Audience,
  language: Language,
): MenuNode[] {
  const granted = buttons.filter((button) => button.audiences.includes(audience));
  const needed = new Set<string>();
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  for (const button of granted) {
    for (let menu = byId.get(button.parentId); menu; menu = byId.get(menu.parentId)) {
      needed.add(menu.id);
    }
  }
  return buildTree([...menus.filter((menu) => needed.has(menu.id)), ...granted], language);
}

/** Sorted by `sort`; empty children are left out, as BladeX does. */
function buildTree(visible: MenuRecord[], language: Language): MenuNode[] {
  const childrenOf = (parentId: string): MenuNode[] =>
    visible
      .filter((record) => record.parentId === parentId)
      .sort((a, b) => a.sort - b.sort)
      .map((record) => {
        const children = childrenOf(record.id);
        return {
          ...toNode(record, language),
          ...(children.length > 0 ? { children } : {}),
        };
      });
  return childrenOf('0');
}

function toNode(record: MenuRecord, language: Language): MenuNode {
  const { id, parentId, code, alias, path, source, sort, category, action, isOpen, roles } = record;
  return {
    id,
    parentId,
    code,
    name: record.name[language],
    alias,
    path,
    source,
    sort,
    category,
    action,
    isOpen,
    ...(roles ? { meta: { roles } } : {}),
  };
}
