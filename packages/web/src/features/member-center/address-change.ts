import type { To } from 'react-router-dom';
import type { MemberCenterPage } from '@his/machines/member-center/pages';
import { parameter } from '@/lib/member-center-address.ts';

/** What the member center needs of the app's router (created before the app renders). */
export interface MemberCenterRouter {
  navigate(to: To, options?: { replace?: boolean }): Promise<void>;
  readonly state: { location: { pathname: string; search: string; hash: string } };
  subscribe(listener: () => void): () => void;
}

/**
 * The address with the member center on that page, or without it (null); the route and the
 * other parameters stay. A page is a history entry (Back returns to the previous page); closing
 * replaces the entry, so Back after a close goes where the player was before the center.
 */
export const changeAddress = (router: MemberCenterRouter, page: MemberCenterPage | null): void => {
  const { pathname, search, hash } = router.state.location;
  const params = new URLSearchParams(search);
  if (page === null) params.delete(parameter);
  else params.set(parameter, page);
  const query = params.toString();
  void router.navigate(
    { pathname, search: query ? `?${query}` : '', hash },
    { replace: page === null },
  );
};
