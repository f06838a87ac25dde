import { trialAccountType } from '@his/shared/constants';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { RealAccountEntry } from '@/features/auth/components/real-account-entry.tsx';
import { selectMember } from '@/features/auth/session-view.ts';
import { MessagesEntryLabel } from '@/features/messages/components/messages-entry.tsx';
import { SessionActor } from '@/lib/actors.ts';

/**
 * The header's messages entry: opens the member center on platform information
 * (`?mc=messageV2`) with the unread count as its badge. A trial account has no messages (the
 * platform answers it 0 and refuses its inbox), so it gets no entry and nothing is polled for it.
 */
export const MemberMessages = () => {
  const member = SessionActor.useSelector(selectMember);
  if (!member || member.type === trialAccountType) return null;
  return (
    // A failing count must not take the header with it.
    <ErrorBoundary fallback={() => null}>
      <RealAccountEntry action="messages">
        <MessagesEntryLabel />
      </RealAccountEntry>
    </ErrorBoundary>
  );
};
