import type { ReactNode } from 'react';
import type { LaterEntry } from '@his/machines/app';
import type { ButtonVariant } from '@/components/ui/button.tsx';
import { LaterNote } from '@/components/ui/later-note.tsx';
import { AppActor, SessionActor } from '@/lib/actors.ts';

interface RealAccountEntryProps {
  action: LaterEntry;
  /** What the entry will do in a later release. */
  note: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/**
 * A header entry that needs a real account (SPEC §5 access rules). A press asks the session
 * (`action.request`); the app chart opens the entry's note (the feature comes later) for a real
 * account, and the modals show the "Real account needed" warning to a trial account.
 */
export const RealAccountEntry = ({ action, note, variant, children }: RealAccountEntryProps) => {
  const app = AppActor.useActorRef();
  const session = SessionActor.useActorRef();
  const open = AppActor.useSelector((snapshot) => snapshot.context.openEntry === action);
  return (
    <LaterNote
      note={note}
      variant={variant}
      open={open}
      onOpenChange={(next) => {
        if (!next) app.send({ type: 'entry.close' });
      }}
      onPress={() =>
        open
          ? app.send({ type: 'entry.close' })
          : session.send({ type: 'action.request', need: 'realAccount', action })
      }
    >
      {children}
    </LaterNote>
  );
};
