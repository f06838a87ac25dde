import { useSyncExternalStore } from 'react';
import type { MessageKey } from './i18n.ts';

/**
 * A short confirmation that outlives the modal it came from ("Check your email" after the
 * forgot-password mail went out). One at a time; it stays until the player closes it or the
 * next one replaces it, so nobody has to read against a clock (WCAG 2.2.1).
 */
export interface Notice {
  title: MessageKey;
  detail?: MessageKey;
}

let current: Notice | null = null;
const subscribers = new Set<() => void>();

const emit = () => subscribers.forEach((subscriber) => subscriber());

export const announce = (notice: Notice): void => {
  current = notice;
  emit();
};

export const dismissNotice = (): void => {
  current = null;
  emit();
};

const subscribe = (subscriber: () => void) => {
  subscribers.add(subscriber);
  return () => {
    subscribers.delete(subscriber);
  };
};

/** The notice on screen, or null. */
export const useNotice = (): Notice | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
