import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { GLYPHS } from './captchaGlyphs';

const WIDTH = 130;
const HEIGHT = 48;
const BACKGROUND = [0xf2, 0xf6, 0xfc] as const;
const INK = [0x40, 0x9e, 0xff] as const;
const NOISE = [0x99, 0xaa, 0xbb] as const;
/** Pixels per glyph cell: a 5x7 glyph becomes about 17x24 pixels. */
const SCALE = 3.4;

type Colour = readonly [number, number, number];

/**
 * The captcha as a PNG data URL (BladeX's 130x48): each character drawn from its bitmap,
 * turned and sheared at random, the whole line waved, over noise dots and lines in both colours,
 * so neither the markup nor a plain pixel match gives the letters away.
 */
export function renderCaptchaPng(text: string): string {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) paint(png, x, y, BACKGROUND);
  }
  for (let dot = 0; dot < 160; dot += 1) paint(png, randomInt(WIDTH), randomInt(HEIGHT), NOISE);
  const phase = Math.random() * Math.PI * 2;
  const amplitude = 1.5 + Math.random() * 2;
  [...text].forEach((character, index) => {
    drawGlyph(png, character, 14 + index * 23, phase, amplitude);
  });
  for (let line = 0; line < 5; line += 1) drawLine(png, line % 2 === 0 ? INK : NOISE);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

function drawGlyph(png: PNG, character: string, left: number, phase: number, amplitude: number) {
  const rows = GLYPHS[character] ?? [];
  const angle = (randomInt(-18, 19) * Math.PI) / 180;
  const shear = randomInt(-25, 26) / 100;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const [centreX, centreY] = [left + (5 * SCALE) / 2, 24 + randomInt(-3, 4)];
  rows.forEach((row, gy) => {
    [...row].forEach((cell, gx) => {
      if (cell !== '#') return;
      for (let v = 0; v < 1; v += 0.25) {
        for (let u = 0; u < 1; u += 0.25) {
          const localX = (gx + u - 2.5) * SCALE + (gy + v - 3.5) * shear;
          const localY = (gy + v - 3.5) * SCALE;
          const x = centreX + localX * cos - localY * sin;
          const y = centreY + localX * sin + localY * cos;
          const waved = y + amplitude * Math.sin(x / 9 + phase);
          blot(png, Math.round(x), Math.round(waved));
        }
      }
    });
  });
}

function blot(png: PNG, x: number, y: number) {
  for (const [dx, dy] of [
    [0, 0],
    [1, 0],
    [0, 1],
  ] as const) {
    paint(png, x + dx, y + dy, INK);
  }
}

function drawLine(png: PNG, colour: Colour) {
  const [x1, y1, x2, y2] = [
    randomInt(WIDTH),
    randomInt(HEIGHT),
    randomInt(WIDTH),
    randomInt(HEIGHT),
  ];
  const bend = randomInt(-10, 11);
  const steps = WIDTH * 2;
  for (let step = 0; step <= steps; step += 1) {
    const t = step / steps;
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t + bend * Math.sin(Math.PI * t);
    paint(png, Math.round(x), Math.round(y), colour);
  }
}

function paint(png: PNG, x: number, y: number, colour: Colour) {
  if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
  const offset = (y * WIDTH + x) * 4;
  png.data[offset] = colour[0];
  png.data[offset + 1] = colour[1];
  png.data[offset + 2] = colour[2];
  png.data[offset + 3] = 255;
}
