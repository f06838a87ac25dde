import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { captchaAlphabet, glyphCells } from './font.ts';
import { captchaHeight, captchaWidth, renderCaptcha } from './render.ts';
import { captchaLength, newCaptchaAnswer } from './store.ts';

describe('captcha', () => {
  it('draws answers from an alphabet without look-alike characters', () => {
    for (const confusing of ['0', 'O', 'Q', '1', 'I', 'L', '2', 'Z', '5', 'S', '8', 'B']) {
      expect(captchaAlphabet).not.toContain(confusing);
    }
    for (const char of captchaAlphabet) expect(glyphCells(char).length).toBeGreaterThan(8);
    const answer = newCaptchaAnswer();
    expect(answer).toHaveLength(captchaLength);
    expect([...answer].every((c) => captchaAlphabet.includes(c))).toBe(true);
  });

  it('renders a real PNG with dark glyph pixels on a light background', () => {
    const png = PNG.sync.read(renderCaptcha('AK7X3'));
    expect([png.width, png.height]).toEqual([captchaWidth, captchaHeight]);
    let dark = 0;
    for (let i = 0; i < png.data.length; i += 4) {
      const brightness = (png.data[i] ?? 0) + (png.data[i + 1] ?? 0) + (png.data[i + 2] ?? 0);
      if (brightness < 420) dark += 1;
    }
    // Five glyphs of about 15 lit cells of 4 x 4 pixels each, give or take overlap and noise.
    expect(dark).toBeGreaterThan(700);
    expect(dark).toBeLessThan(captchaWidth * captchaHeight * 0.5);
  });

  it('draws different images for different answers', () => {
    const fixed = () => 1;
    expect(renderCaptcha('AAAAA', fixed).equals(renderCaptcha('AAAAA', fixed))).toBe(true);
    expect(renderCaptcha('AAAAA', fixed).equals(renderCaptcha('HHHHH', fixed))).toBe(false);
  });
});
