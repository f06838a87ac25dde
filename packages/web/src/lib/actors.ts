import { createActorContext } from '@xstate/react';
import { bootMachine } from '@his/machines/boot';
import { modalsMachine } from '@his/machines/modals';
import type { ModuleId } from '@his/shared/modules';
import { sessionMachine } from '@his/machines/session';
import { flowInspect } from '@/lib/flow-inspection.ts';

/**
 * The app-wide actors. The app mounts each Provider with the machine's I/O supplied through
 * `.provide(...)`; components read them with `useSelector` (tags, context) and `send` events.
 */
export const BootActor = createActorContext(bootMachine, { inspect: flowInspect });
export const SessionActor = createActorContext(sessionMachine, { inspect: flowInspect });
export const ModalsActor = createActorContext(modalsMachine, { inspect: flowInspect });

/** Whether a whitelabel module (a server-side feature switch) is on for this site. */
export const useModuleOn = (modId: ModuleId): boolean =>
  SessionActor.useSelector((snapshot) => snapshot.context.modules[modId] === true);
