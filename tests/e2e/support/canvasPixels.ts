import type { Page } from 'playwright-core';

/**
 * The share of pixels of a PNG screenshot that differ clearly from the background colour,
 * decoded in the page itself (no PNG decoder in Node here).
 */
export async function modelPixelShare(
  page: Page,
  png: Buffer,
  background: [number, number, number],
): Promise<number> {
  return page.evaluate(
    async ({ data, background: [r, g, b] }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return 0;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      let different = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        const distance =
          Math.abs(pixels[i] - r) + Math.abs(pixels[i + 1] - g) + Math.abs(pixels[i + 2] - b);
        if (distance > 30) different += 1;
      }
      return different / (pixels.length / 4);
    },
    { data: png.toString('base64'), background },
  );
}

/**
 * The shares of pixels of a PNG screenshot that are clearly red and clearly green (one channel
 * well above the other two), decoded in the page itself.
 */
export async function redGreenShares(
  page: Page,
  png: Buffer,
): Promise<{ red: number; green: number }> {
  return page.evaluate(
    async ({ data }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return { red: 0, green: 0 };
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      const dominant = (value: number, a: number, b: number) =>
        value > 100 && value > 2 * a && value > 2 * b;
      let red = 0;
      let green = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        const [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
        if (dominant(r, g, b)) red += 1;
        if (dominant(g, r, b)) green += 1;
      }
      const count = pixels.length / 4;
      return { red: red / count, green: green / count };
    },
    { data: png.toString('base64') },
  );
}

/**
 * The share of pixels of a PNG screenshot that are clearly warm (red well above blue): the
 * viewer's jaws are drawn in warm colours, a design and the background in cool ones.
 */
export async function warmPixelShare(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(
    async ({ data }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return 0;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      let warm = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i] - pixels[i + 2] > 25) warm += 1;
      return warm / (pixels.length / 4);
    },
    { data: png.toString('base64') },
  );
}
