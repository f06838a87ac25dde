import { describe, expect, it } from 'vitest';
import {
  canSubmitProofs,
  checkProofAdd,
  checkProofImage,
  idempotencyKeyOf,
  imageTypeOf,
  maxProofBytes,
  proofReadLimit,
  remainingAtStart,
  toProofImage,
} from './withdrawal-confirmation.logic.ts';
import {
  fakePngBytes,
  jpegBytes,
  pendingInput,
  pngBytes,
  serverNow,
} from './withdrawal-confirmation.flow-model.ts';

/** A file of `size` bytes that starts with `head`. */
const fileOf = (head: Uint8Array, size: number): Uint8Array => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};

const bytesOf = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('withdrawalConfirmation logic: proof images by content', () => {
  it('recognises real png and jpeg headers', () => {
    expect(imageTypeOf(pngBytes)).toBe('image/png');
    expect(imageTypeOf(jpegBytes)).toBe('image/jpeg');
    expect(imageTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
  });

  it.each([
    ['an empty file', new Uint8Array()],
    ['a text file named .png', fakePngBytes],
    ['a png signature cut short', pngBytes.slice(0, 7)],
    ['a gif', bytesOf('GIF89a')],
    ['a pdf', bytesOf('%PDF-1.7')],
    ['a webp', bytesOf('RIFF\u0000\u0000\u0000\u0000WEBP')],
    ['two jpeg bytes', Uint8Array.from([0xff, 0xd8])],
    [
      'a png signature with one byte wrong',
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00]),
    ],
  ])('refuses %s as proof.type', (_, bytes) => {
    expect(imageTypeOf(bytes)).toBeNull();
    expect(checkProofImage(bytes)).toBe('proof.type');
  });

  it('accepts 5 MB and refuses one byte more', () => {
    expect(checkProofImage(fileOf(pngBytes, maxProofBytes))).toBeNull();
    expect(checkProofImage(fileOf(jpegBytes, maxProofBytes + 1))).toBe('proof.size');
    expect(proofReadLimit).toBe(maxProofBytes + 1);
  });

  it('refuses a fourth image before looking at it', () => {
    const three = [pngBytes, jpegBytes, pngBytes].map((bytes) => toProofImage('p', bytes));
    expect(checkProofAdd(three.slice(0, 2), jpegBytes)).toBeNull();
    expect(checkProofAdd(three, jpegBytes)).toBe('proof.count');
    expect(checkProofAdd(three.slice(0, 1), fakePngBytes)).toBe('proof.type');
  });

  it('types each proof by its bytes, not its name', () => {
    expect(toProofImage('photo.png', jpegBytes)).toEqual({
      name: 'photo.png',
      type: 'image/jpeg',
      bytes: jpegBytes,
    });
  });

  it('sends a claim with one to three proofs only', () => {
    const proof = toProofImage('p.png', pngBytes);
    expect(canSubmitProofs([])).toBe(false);
    expect(canSubmitProofs([proof])).toBe(true);
    expect(canSubmitProofs([proof, proof, proof])).toBe(true);
    expect(canSubmitProofs([proof, proof, proof, proof])).toBe(false);
  });
});

describe('withdrawalConfirmation logic: the countdown', () => {
  it('starts from the server’s now, never below zero', () => {
    expect(remainingAtStart(pendingInput(10))).toBe(600_000);
    expect(remainingAtStart({ ...pendingInput(1), serverNow: serverNow + 120_000 })).toBe(0);
  });
});

describe('withdrawalConfirmation logic: idempotency keys', () => {
  it('numbers the answers of a dialog within the upstream’s 16–64 URL-safe characters', () => {
    const { answerKey } = pendingInput(10);
    expect(idempotencyKeyOf(answerKey, 1)).toBe(`${answerKey}-1`);
    expect(idempotencyKeyOf(answerKey, 12)).toMatch(/^[\w-]{16,64}$/);
  });
});
