import type { Locator } from 'playwright-core';

/** WCAG AA for normal text. */
export const TEXT_CONTRAST = 4.5;

/**
 * The visible texts under `root` whose colour is under 4.5:1 on the background they are drawn
 * on (the first opaque background up the tree, its opacity and the text's own opacity applied),
 * each as `"text" ratio:1`. Reads what the browser computed, as a person sees it.
 */
export async function lowContrastTexts(root: Locator): Promise<string[]> {
  return root.evaluate((element, minimum) => {
    const rgba = (value: string) => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return { r: parts[0], g: parts[1], b: parts[2], a: parts.length > 3 ? parts[3] : 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const [lr, lg, lb] = [r, g, b].map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const backgroundOf = (node: Element | null) => {
      for (let at = node; at; at = at.parentElement) {
        const background = rgba(getComputedStyle(at).backgroundColor);
        if (background.a > 0.99) return background;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const opacityOf = (node: Element | null) => {
      let opacity = 1;
      for (let at = node; at; at = at.parentElement)
        opacity *= Number(getComputedStyle(at).opacity);
      return opacity;
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const owner = text.parentElement;
      const words = (text.textContent ?? '').trim();
      if (!owner || !words || owner.getClientRects().length === 0) continue;
      if (getComputedStyle(owner).visibility === 'hidden') continue;
      const colour = rgba(getComputedStyle(owner).color);
      const background = backgroundOf(owner);
      const alpha = colour.a * opacityOf(owner);
      const mixed = {
        r: colour.r * alpha + background.r * (1 - alpha),
        g: colour.g * alpha + background.g * (1 - alpha),
        b: colour.b * alpha + background.b * (1 - alpha),
      };
      const [light, dark] = [luminance(mixed), luminance(background)].sort((a, b) => b - a);
      const ratio = (light + 0.05) / (dark + 0.05);
      if (ratio < minimum) found.push(`"${words.slice(0, 30)}" ${ratio.toFixed(2)}:1`);
    }
    return found;
  }, TEXT_CONTRAST);
}
