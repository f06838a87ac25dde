/** What the details panel shows: a state or a transition of the open flow, by id. */
export interface Selection {
  kind: 'state' | 'transition';
  id: string;
}

/** The selection kept in the address (`?state=<id>` or `?transition=<id>`), so links share it. */
export const selectionFromParams = (params: URLSearchParams): Selection | null => {
  const state = params.get('state');
  if (state) return { kind: 'state', id: state };
  const transition = params.get('transition');
  if (transition) return { kind: 'transition', id: transition };
  return null;
};
