import type { Page } from 'playwright-core';

/**
 * The words cut across two lines inside the elements `selector` matches: a table's cells ("Amoun|t",
 * "¥1,000|.00") as much as a form's labels and buttons ("PAS|S", "OCCLU|SAL" on a phone, issue 40).
 * Chinese text, which wraps between any two characters, and breaks after a hyphen are left out.
 */
export function splitWordsIn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const split: string[] = [];
    const word = /[^\s\-\u2e80-\u9fff\u3000-\u303f\uff00-\uffef]{2,}/g;
    for (const root of Array.from(document.querySelectorAll(scope))) {
      if (root.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(word)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (range.getClientRects().length > 1) split.push(match[0]);
        }
      }
    }
    return split;
  }, selector);
}

/**
 * How far the layout's content area scrolls sideways (0 when it fits): a wide table scrolls in
 * its own box, and the list's toolbar (filters, export) stays in view.
 */
export function contentOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const content = document.querySelector('.RaLayout-content');
    return content ? Math.max(0, content.scrollWidth - content.clientWidth) : 0;
  });
}
