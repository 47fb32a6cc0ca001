import type { Page } from 'playwright-core';

type Rgb = [number, number, number];

/** The classes of pixel `pixelShares` counts; `model`: clearly apart from `background`. */
interface PixelShares {
  model: number;
  red: number;
  green: number;
  warm: number;
}

/**
 * The shares of a PNG screenshot's pixels in each class, decoded in the page itself (no PNG
 * decoder in Node here): one decode and one pass for every class.
 */
async function pixelShares(page: Page, png: Buffer, background: Rgb): Promise<PixelShares> {
  return page.evaluate(
    async ({ data, background: [br, bg, bb] }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return { model: 0, red: 0, green: 0, warm: 0 };
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      // One channel well above the other two.
      const dominant = (value: number, a: number, b: number) =>
        value > 100 && value > 2 * a && value > 2 * b;
      const counts = { model: 0, red: 0, green: 0, warm: 0 };
      for (let i = 0; i < pixels.length; i += 4) {
        const [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
        if (Math.abs(r - br) + Math.abs(g - bg) + Math.abs(b - bb) > 30) counts.model += 1;
        if (dominant(r, g, b)) counts.red += 1;
        if (dominant(g, r, b)) counts.green += 1;
        if (r - b > 25) counts.warm += 1;
      }
      const total = pixels.length / 4;
      return {
        model: counts.model / total,
        red: counts.red / total,
        green: counts.green / total,
        warm: counts.warm / total,
      };
    },
    { data: png.toString('base64'), background },
  );
}

/** The share of pixels of a PNG screenshot that differ clearly from the background colour. */
export async function modelPixelShare(page: Page, png: Buffer, background: Rgb): Promise<number> {
  return (await pixelShares(page, png, background)).model;
}

/**
 * The shares of pixels of a PNG screenshot that are clearly red and clearly green (one channel
 * well above the other two).
 */
export async function redGreenShares(
  page: Page,
  png: Buffer,
): Promise<{ red: number; green: number }> {
  const { red, green } = await pixelShares(page, png, [0, 0, 0]);
  return { red, green };
}

/**
 * The share of pixels of a PNG screenshot that are clearly warm (red well above blue): the
 * viewer's jaws are drawn in warm colours, a design and the background in cool ones.
 */
export async function warmPixelShare(page: Page, png: Buffer): Promise<number> {
  return (await pixelShares(page, png, [0, 0, 0])).warm;
}
