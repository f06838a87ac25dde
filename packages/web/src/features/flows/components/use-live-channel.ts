import { useEffect, useReducer } from 'react';
import { liveChannelName, type LiveMessage } from '@/lib/flow-inspection.ts';
import { initialLiveState, liveReducer, type LiveState } from '../lib/live-state.ts';

/**
 * Site tabs stay silent until a viewer says hello; a tab opened after the viewer has not heard
 * it yet, so the viewer repeats it. Tabs answer each hello with their current states, which the
 * reducer does not log again.
 */
const helloEveryMs = 1500;

/**
 * Listens to the site's tabs while `on`: says hello and folds what arrives into
 * {@link LiveState}. Only this browser's tabs can reach the channel; nothing goes over the
 * network.
 */
export const useLiveChannel = (on: boolean): LiveState => {
  const [state, dispatch] = useReducer(liveReducer, initialLiveState);
  useEffect(() => {
    if (!on || typeof BroadcastChannel !== 'function') return undefined;
    const channel = new BroadcastChannel(liveChannelName);
    channel.onmessage = (event: MessageEvent<LiveMessage>) => dispatch(event.data);
    const hello = () => channel.postMessage({ type: 'hello' } satisfies LiveMessage);
    hello();
    const timer = setInterval(hello, helloEveryMs);
    return () => {
      clearInterval(timer);
      channel.close();
    };
  }, [on]);
  return state;
};
