/** A menu node as far as the search sees it. */
export interface SearchableNode<T> {
  name: string;
  children?: T[];
}

/** Case folding of the current language: Turkish folds I→ı and İ→i, the others the usual way. */
export function foldCase(text: string, language: string): string {
  return language === 'tr' ? text.toLocaleLowerCase('tr') : text.toLocaleLowerCase('en');
}

/** Whether the label starts with the query, case-insensitively in the given language. */
export function matchesPrefix(label: string, query: string, language: string): boolean {
  return foldCase(label.trim(), language).startsWith(foldCase(query.trim(), language));
}

/**
 * The nodes whose label starts with the query, with the parents that lead to them. A matching
 * parent keeps all its children; an empty query keeps the whole tree.
 */
export function filterMenuTree<T extends SearchableNode<T>>(
  nodes: readonly T[],
  query: string,
  language: string,
): T[] {
  if (query.trim() === '') return [...nodes];
  return nodes.flatMap((node) => {
    if (matchesPrefix(node.name, query, language)) return [node];
    const children = filterMenuTree(node.children ?? [], query, language);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}
