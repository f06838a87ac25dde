import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { fingerprint } from './helpers/db.ts';
import {
  applyFor,
  approvedBonus,
  claimRaffle,
  claimReward,
  detailOf,
  joinEvent,
  promotionId,
  schedulePromotionsAt,
  tinyJpeg,
  tinyPng,
} from './helpers/promotions.ts';
import { loginToken, startTestUpstream } from './helpers/upstream.ts';

/** The first bytes of a PDF, sent as an application image named like a PNG would be. */
const pdfAsPng = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
).toString('base64');

/** A real PNG's signature and header, padded to 6 MB: the size alone refuses it. */
const sixMegabytePng = (): string => {
  const png = Buffer.from(tinyPng, 'base64');
  const padded = Buffer.alloc(6 * 1024 * 1024);
  png.copy(padded);
  png.subarray(-12).copy(padded, padded.length - 12);
  return padded.toString('base64');
};

/** A PNG of 5 MB + 1 byte once decoded, whose base64 still fits the schema's length. */
const justOverFiveMegabytes = (): string => {
  const png = Buffer.from(tinyPng, 'base64');
  const padded = Buffer.alloc(5 * 1024 * 1024 + 1);
  png.copy(padded);
  png.subarray(-12).copy(padded, padded.length - 12);
  return padded.toString('base64');
};

describe('promotions refuse bad input with a coded error and change nothing', () => {
  let up: Awaited<ReturnType<typeof startTestUpstream>>;
  let player: Record<string, string>;
  let other: Record<string, string>;
  let welcome: number;
  beforeAll(async () => {
    up = await startTestUpstream();
    await schedulePromotionsAt(up.db, up.clock.now());
    player = { Authorization: await loginToken(up.app, 'demo_player', 'Demo1234') };
    other = { Authorization: await loginToken(up.app, 'demo_down1', 'Demo1234') };
    welcome = await promotionId(up.db, 'welcome_bonus');
  });
  afterAll(() => up.close());

  const refused = async (
    send: () => Promise<LightMyRequestResponse>,
    status: number,
    errorCode: string,
    value?: unknown,
  ) => {
    const before = await fingerprint(up.db);
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode,
      ...(value === undefined ? {} : { value }),
    });
    expect(await fingerprint(up.db)).toBe(before);
  };

  const application = (fields: Record<string, unknown>) => ({
    promotionId: welcome,
    remark: 'My first deposit',
    images: [tinyPng],
    ...fields,
  });

  it('a remark of 141 characters', async () => {
    await refused(
      () => applyFor(up.app, player, application({ remark: 'x'.repeat(141) })),
      400,
      'request_param_err',
      { fields: ['remark'] },
    );
  });

  it('an empty remark', async () => {
    await refused(
      () => applyFor(up.app, player, application({ remark: '   ' })),
      400,
      'request_param_err',
      { fields: ['remark'] },
    );
  });

  it('a fourth image', async () => {
    await refused(
      () =>
        applyFor(up.app, player, application({ images: [tinyPng, tinyJpeg, tinyPng, tinyJpeg] })),
      400,
      'request_param_err',
      { fields: ['images'] },
    );
  });

  it('an image of 6 MB', async () => {
    await refused(
      () => applyFor(up.app, player, application({ images: [tinyPng, sixMegabytePng()] })),
      400,
      'request_param_err',
      { fields: ['images.1'] },
    );
  });

  it('an image one byte over 5 MB once decoded', async () => {
    await refused(
      () => applyFor(up.app, player, application({ images: [justOverFiveMegabytes()] })),
      400,
      'promotion.image.invalid',
      { index: 0 },
    );
  });

  it('a ".png" that is a PDF', async () => {
    await refused(
      () => applyFor(up.app, player, application({ images: [tinyJpeg, pdfAsPng] })),
      400,
      'promotion.image.invalid',
      { index: 1 },
    );
  });

  it('an unknown promotion, and applying to a raffle', async () => {
    await refused(
      () => applyFor(up.app, player, application({ promotionId: 999_999 })),
      404,
      'promotion.not.found',
    );
    const raffle = await promotionId(up.db, 'lucky_raffle');
    await refused(
      () => applyFor(up.app, player, application({ promotionId: raffle })),
      409,
      'promotion.kind.mismatch',
      { kind: 'raffle' },
    );
    await refused(() => detailOf(up.app, player, 999_999), 404, 'promotion.not.found');
  });

  it('a closed promotion', async () => {
    const closed = await promotionId(up.db, 'water_festival');
    await refused(() => joinEvent(up.app, player, closed), 409, 'promotion.not.open', {
      status: 'close',
    });
  });

  it('drawing a raffle that is not one', async () => {
    await refused(() => claimRaffle(up.app, player, welcome), 409, 'promotion.kind.mismatch');
  });

  it('another member’s reward id, and an unknown one', async () => {
    const reward = await approvedBonus(up.app, up.db, other);
    await refused(() => claimReward(up.app, player, reward.id), 404, 'promotion.reward.not.found');
    await refused(() => claimReward(up.app, player, 999_999), 404, 'promotion.reward.not.found');
    await refused(() => claimReward(up.app, player, 'one'), 400, 'request_param_err', {
      fields: ['rewardId'],
    });
  });

  it('a money call without an idempotency key', async () => {
    await refused(() => claimRaffle(up.app, player, welcome, 'short'), 400, 'request_param_err', {
      fields: ['idempotency-key'],
    });
  });
});
