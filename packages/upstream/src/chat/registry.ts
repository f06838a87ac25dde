import type { Services } from '../http/services.ts';
import type { ChatHub } from './hub.ts';
import { createChatHub } from './hub.ts';

/** One hub per upstream app (its services): the member socket and the operator console share it. */
const hubs = new WeakMap<Services, Promise<ChatHub>>();

export const chatHubOf = (services: Services): Promise<ChatHub> => {
  let hub = hubs.get(services);
  if (!hub) {
    hub = createChatHub(services.db);
    hubs.set(services, hub);
  }
  return hub;
};

/** A QA reset starts a new world: every chat socket of the app is closed (clients reconnect). */
export const closeChatSockets = async (services: Services): Promise<void> => {
  const hub = hubs.get(services);
  if (hub) (await hub).closeAll();
};
