import type { Page } from 'playwright-core';

/** What the focused element must be: a CSS selector, optionally with its visible text. */
export interface FocusTarget {
  selector: string;
  text?: string;
}

export interface FocusedElement {
  tag: string;
  text: string;
  /** The element shows that it has the focus (an outline, a shadow, MUI's focus-visible state). */
  indicated: boolean;
}

/**
 * Presses Tab (or Shift+Tab) until the focus is on `target`, as a keyboard user moves through
 * the page; fails when it is not reached within `limit` presses (unreachable, or a focus trap).
 */
export async function tabTo(
  page: Page,
  target: FocusTarget,
  { backwards = false, limit = 120 } = {},
): Promise<FocusedElement> {
  // A page still loading has only the chrome to tab through: wait for the target to be there.
  await page.locator(target.selector).first().waitFor({ state: 'attached', timeout: 20_000 });
  const seen: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await focusedElement(page, target);
    if (focused.matches) return focused;
    seen.push(`${focused.tag}:${focused.text.slice(0, 30)}`);
  }
  throw new Error(
    `${JSON.stringify(target)} not reached in ${limit} presses; the focus went through ${seen.join(' | ')}`,
  );
}

async function focusedElement(
  page: Page,
  target: FocusTarget,
): Promise<FocusedElement & { matches: boolean }> {
  return page.evaluate(({ selector, text }) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return { tag: 'body', text: '', indicated: false, matches: false };
    }
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadowed = style.boxShadow !== 'none';
    // MUI marks a keyboard focus on buttons and tabs, and on the outlined frame of a text field.
    const muiFocus =
      element.classList.contains('Mui-focusVisible') || element.closest('.Mui-focused') !== null;
    const shown = (element.innerText || element.getAttribute('aria-label') || '').trim();
    const matches = element.matches(selector) && (text === undefined || shown === text);
    return {
      tag: element.tagName.toLowerCase(),
      text: shown,
      indicated: outlined || shadowed || muiFocus,
      matches,
    };
  }, target);
}
