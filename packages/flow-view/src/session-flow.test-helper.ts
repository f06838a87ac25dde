import { flows, type FlowEntry } from '@his/machines/flows';

/** The largest registered flow: the one that stresses the layout the most. */
export const sessionFlow = (): FlowEntry => {
  const session = flows.find((flow) => flow.id === 'session');
  if (!session) throw new Error('the session flow is not registered');
  return session;
};
