/** WCAG 2 contrast: the ratio a text colour needs on its background (AA, normal text). */
export const TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

function hexOf(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2). */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(rgbOf(first)), luminance(rgbOf(second))].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The user's colour, darkened (on light backgrounds) or lightened (on dark ones) just enough to
 * be read on every one of `backgrounds`, and to carry white text when white is among them: the
 * hue the user picked stays, the text stays legible (WCAG AA).
 */
export function readableShade(color: string, backgrounds: readonly string[]): string {
  const readable = (candidate: string) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= TEXT_CONTRAST);
  if (readable(color)) return color;
  const darkBackgrounds = backgrounds.every((background) => luminance(rgbOf(background)) < 0.2);
  const start = rgbOf(color);
  for (let step = 1; step <= 20; step += 1) {
    const share = step / 20;
    const mixed = start.map((channel) =>
      darkBackgrounds ? channel + (255 - channel) * share : channel * (1 - share),
    ) as Rgb;
    if (readable(hexOf(mixed))) return hexOf(mixed);
  }
  return darkBackgrounds ? '#ffffff' : '#000000';
}
