import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '@his/machines/session';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** What a login form shows; every decision behind it was taken by the session machine. */
export const selectLoginView = (snapshot: SessionSnapshot) => ({
  submitting: snapshot.hasTag('submitting'),
  /** The verification challenge (proof of work) runs before the login call. */
  verifying: snapshot.matches({ visitor: { form: 'verifying' } }),
  captchaShown: snapshot.hasTag('captcha'),
  captchaImage: snapshot.context.captchaImage,
  fieldErrors: snapshot.context.fieldErrors,
  error: snapshot.context.error,
});

export const selectMember = (snapshot: SessionSnapshot) => snapshot.context.member;
