import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { glyphCells, glyphHeight } from './font.ts';

export const captchaWidth = 150;
export const captchaHeight = 50;
const scale = 4;
const stride = 27;

/** Random integer in [0, max); injectable so a test can render a fixed image. */
export type RandomInt = (max: number) => number;
const secureRandom: RandomInt = (max) => randomInt(max);

type Rgb = readonly [number, number, number];

const paint = (png: PNG, x: number, y: number, [r, g, b]: Rgb) => {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const at = (png.width * y + x) << 2;
  png.data[at] = r;
  png.data[at + 1] = g;
  png.data[at + 2] = b;
  png.data[at + 3] = 255;
};

const line = (png: PNG, from: [number, number], to: [number, number], colour: Rgb) => {
  const steps = Math.max(Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1]), 1);
  for (let i = 0; i <= steps; i += 1) {
    const x = Math.round(from[0] + ((to[0] - from[0]) * i) / steps);
    const y = Math.round(from[1] + ((to[1] - from[1]) * i) / steps);
    paint(png, x, y, colour);
  }
};

/**
 * Draws the answer as a PNG: enlarged bitmap glyphs at jittered heights with a sine warp and a
 * slant, in dark colours on a light background, crossed by noise lines and dots. Enough to stop
 * a naive script; the rest of the login defence is the per-account and per-IP throttle.
 */
export const renderCaptcha = (text: string, random: RandomInt = secureRandom): Buffer => {
  const png = new PNG({ width: captchaWidth, height: captchaHeight });
  const background: Rgb = [225 + random(25), 225 + random(25), 225 + random(25)];
  for (let y = 0; y < captchaHeight; y += 1) {
    for (let x = 0; x < captchaWidth; x += 1) paint(png, x, y, background);
  }
  const phase = random(628) / 100;
  const warp = (x: number) => Math.round(2 * Math.sin(x / 11 + phase));
  Array.from(text).forEach((char, index) => {
    const colour: Rgb = [20 + random(100), 20 + random(100), 20 + random(100)];
    const left = 8 + index * stride + random(5);
    const top = 4 + random(captchaHeight - glyphHeight * scale - 8);
    const slant = random(3) - 1;
    for (const [cx, cy] of glyphCells(char)) {
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const y = top + cy * scale + dy;
          const x = left + cx * scale + dx + Math.round((slant * (glyphHeight * scale - y)) / 8);
          paint(png, x, y + warp(x), colour);
        }
      }
    }
  });
  for (let i = 0; i < 5; i += 1) {
    const colour: Rgb = [80 + random(120), 80 + random(120), 80 + random(120)];
    line(
      png,
      [random(captchaWidth), random(captchaHeight)],
      [random(captchaWidth), random(captchaHeight)],
      colour,
    );
  }
  for (let i = 0; i < 220; i += 1) {
    const colour: Rgb = [random(256), random(256), random(256)];
    paint(png, random(captchaWidth), random(captchaHeight), colour);
  }
  return PNG.sync.write(png);
};
