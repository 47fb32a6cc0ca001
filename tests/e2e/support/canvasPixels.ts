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
