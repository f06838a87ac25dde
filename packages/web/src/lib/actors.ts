import { createActorContext } from '@xstate/react';
import { bootMachine } from '@his/machines/boot';
import { modalsMachine } from '@his/machines/modals';
import type { ModuleId } from '@his/shared/modules';
import { sessionMachine } from '@his/machines/session';

/**
 * The app-wide actors. The app mounts each Provider with the machine's I/O supplied through
 * `.provide(...)`; components read them with `useSelector` (tags, context) and `send` events.
 */
export const BootActor = createActorContext(bootMachine);
export const SessionActor = createActorContext(sessionMachine);
export const ModalsActor = createActorContext(modalsMachine);

/** Whether a whitelabel module (a server-side feature switch) is on for this site. */
export const useModuleOn = (modId: ModuleId): boolean =>
  SessionActor.useSelector((snapshot) => snapshot.context.modules[modId] === true);
