import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import type { forgotPasswordLogic } from '../forgot-password.actor.ts';
import type { SmsCountdownRef } from './sms-code-field.tsx';

/** The running forgot-password flow, as the modal's forms receive it. */
export type ForgotRef = ActorRefFrom<typeof forgotPasswordLogic>;

/** What a forgot-password form shows; the machine holds every decision behind it. */
export const selectForgotView = (snapshot: SnapshotFrom<typeof forgotPasswordLogic>) => ({
  submitting: snapshot.hasTag('submitting'),
  fieldErrors: snapshot.context.fieldErrors,
  error: snapshot.context.error,
});

/**
 * The flow's `sms` child (phone mode only). Its children are typed as a union of every actor
 * the flow may run, so this checks that the one under `sms` is the countdown.
 */
export const selectSmsChild = (
  snapshot: SnapshotFrom<typeof forgotPasswordLogic>,
): SmsCountdownRef | undefined => {
  const child: AnyActorRef | undefined = snapshot.children.sms;
  return isSmsCountdown(child) ? child : undefined;
};

const isSmsCountdown = (ref: AnyActorRef | undefined): ref is SmsCountdownRef => {
  const snapshot: unknown = ref?.getSnapshot();
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    'machine' in snapshot &&
    typeof snapshot.machine === 'object' &&
    snapshot.machine !== null &&
    'id' in snapshot.machine &&
    snapshot.machine.id === 'smsCountdown'
  );
};
