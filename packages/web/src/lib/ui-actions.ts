import { useEffect, useRef } from 'react';

/**
 * Things the session machine asks the page to do after it decided they are allowed
 * (`runAction`) or refused (`showTrialWarning`), and `balanceRefresh`, which a game page asks
 * for when the player leaves it. The component that owns the entry listens for its name; the
 * caller only names it.
 */
export type UiAction =
  | 'deposit'
  | 'bettingRecord'
  | 'memberCenter'
  | 'changePassword'
  | 'trialWarning'
  | 'trialWarningClosed'
  | 'balanceRefresh';

const listeners = new Map<string, Set<() => void>>();

const isUiAction = (name: string): name is UiAction =>
  [
    'deposit',
    'bettingRecord',
    'memberCenter',
    'changePassword',
    'trialWarning',
    'trialWarningClosed',
    'balanceRefresh',
  ].includes(name);

/** Runs every listener of `name`; an unknown name does nothing (nobody offers that entry yet). */
export const runUiAction = (name: string): void => {
  if (!isUiAction(name)) return;
  listeners.get(name)?.forEach((listener) => listener());
};

/** Listens for one action while the calling component is mounted. */
export const useUiAction = (name: UiAction, listener: () => void): void => {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const run = () => latest.current();
    const set = listeners.get(name) ?? new Set();
    set.add(run);
    listeners.set(name, set);
    return () => {
      set.delete(run);
    };
  }, [name]);
};
