import type { Page } from 'playwright-core';

/** The smallest thumb target (WCAG 2.5.5), as the theme gives it under a coarse pointer. */
export const THUMB_TARGET = 44;
/** WCAG 2.5.8's target size minimum (AA): no control a finger aims at is smaller. */
export const MINIMUM_TARGET = 24;

/**
 * The visible controls a finger aims at that are smaller than `target` x `target` px, described.
 * Inline text links (a link inside a sentence, `display: inline`) are the one exception WCAG 2.5.5
 * and 2.5.8 allow; a visually hidden input (1 px, a file input behind its button) is no target.
 * `scope` narrows the search to what a selector matches (the menu drawer).
 */
export async function smallTargets(
  page: Page,
  target = THUMB_TARGET,
  scope = 'body',
): Promise<string[]> {
  return page.evaluate(
    ({ target, scope }) => {
      const selector = [
        'button',
        'a[href]',
        'input:not([type=hidden])',
        '[role=button]',
        '[role=link]',
        '[role=tab]',
        '[role=checkbox]',
        '[role=radio]',
        '[role=switch]',
        '[role=menuitem]',
      ].join(',');
      const small: string[] = [];
      const within = Array.from(document.querySelectorAll(scope));
      const elements = within.flatMap((root) =>
        Array.from(root.querySelectorAll<HTMLElement>(selector)),
      );
      for (const element of elements) {
        // A text field is aimed at by its whole frame, not the line of text inside.
        const frame = element.tagName === 'INPUT' && element.closest('.MuiInputBase-root');
        const box = (frame || element).getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
        if (element.tagName === 'A' && style.display === 'inline') continue;
        if (box.width + 0.5 >= target && box.height + 0.5 >= target) continue;
        const name =
          element.getAttribute('aria-label') ??
          element.getAttribute('data-testid') ??
          (element.textContent ?? '').trim().slice(0, 30);
        small.push(`${element.tagName.toLowerCase()} "${name}" ${box.width}x${box.height}`);
      }
      return small;
    },
    { target, scope },
  );
}
