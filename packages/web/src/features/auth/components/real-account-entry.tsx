import type { ReactNode } from 'react';
import { useState } from 'react';
import type { ButtonVariant } from '@/components/ui/button.tsx';
import { LaterNote } from '@/components/ui/later-note.tsx';
import { SessionActor } from '@/lib/actors.ts';
import type { UiAction } from '@/lib/ui-actions.ts';
import { useUiAction } from '@/lib/ui-actions.ts';

interface RealAccountEntryProps {
  action: Exclude<UiAction, 'trialWarning'>;
  /** What the entry will do in a later release. */
  note: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/**
 * A header entry that needs a real account (SPEC §5 access rules). A press asks the session
 * (`action.request`); the session answers with `runAction` (the note shows, the feature comes
 * later) or, for a trial account, with the "Real account needed" warning.
 */
export const RealAccountEntry = ({ action, note, variant, children }: RealAccountEntryProps) => {
  const session = SessionActor.useActorRef();
  const [open, setOpen] = useState(false);
  useUiAction(action, () => setOpen((value) => !value));
  return (
    <LaterNote
      note={note}
      variant={variant}
      open={open}
      onOpenChange={setOpen}
      onPress={() =>
        open
          ? setOpen(false)
          : session.send({ type: 'action.request', need: 'realAccount', action })
      }
    >
      {children}
    </LaterNote>
  );
};
