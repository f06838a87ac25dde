import { randomBytes } from 'node:crypto';
import { encryptRequest, sessionKeyFromBytes } from '@his/shared/platform-cipher';
import type { EncryptedRequest } from '@his/shared/platform-cipher';

/** A modulus as the platform serves it: bare hex, 256 to 4096 bits. */
const modulusPattern = /^[0-9a-fA-F]{64,1024}$/;

export const isModulus = (text: string): boolean => modulusPattern.test(text);

/**
 * The platform's body cipher on the bff side (UPSTREAM.md §2). The modulus is cached briefly
 * (the platform may rotate it; a `decrypt.failed` answer makes the caller `invalidate` and retry
 * once) and concurrent fetches share one request. Each message gets a fresh session key from the
 * CSPRNG.
 */
export class PlatformCipher {
  readonly #fetchModulus: () => Promise<string>;
  readonly #cacheMs: number;
  readonly #now: () => number;
  #cached: { modulus: string; fetchedAt: number } | null = null;
  #pending: Promise<string> | null = null;

  constructor(
    fetchModulus: () => Promise<string>,
    options: { cacheMs: number; now?: () => number },
  ) {
    this.#fetchModulus = fetchModulus;
    this.#cacheMs = options.cacheMs;
    this.#now = options.now ?? Date.now;
  }

  async modulus(): Promise<string> {
    const cached = this.#cached;
    if (cached && this.#now() - cached.fetchedAt < this.#cacheMs) return cached.modulus;
    this.#pending ??= this.#fetchModulus()
      .then((modulus) => {
        this.#cached = { modulus, fetchedAt: this.#now() };
        return modulus;
      })
      .finally(() => {
        this.#pending = null;
      });
    return this.#pending;
  }

  invalidate(): void {
    this.#cached = null;
  }

  async encrypt(payload: unknown): Promise<EncryptedRequest> {
    return encryptRequest(payload, await this.modulus(), sessionKeyFromBytes(randomBytes(16)));
  }
}
