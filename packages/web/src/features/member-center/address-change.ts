import type { To } from 'react-router-dom';
import type { CenterAudience, CenterPage } from '@his/machines/member-center/pages';
import { parameters } from '@/lib/member-center-address.ts';

/** What a center needs of the app's router (created before the app renders). */
export interface MemberCenterRouter {
  navigate(to: To, options?: { replace?: boolean }): Promise<void>;
  readonly state: { location: { pathname: string; search: string; hash: string } };
  subscribe(listener: () => void): () => void;
}

/**
 * The address with the center on that page, or without it (null); the route and the other
 * parameters stay. A page is a history entry (Back returns to the previous page); closing
 * replaces the entry, so Back after a close goes where the player was before the center.
 */
export const changeAddress = (
  router: MemberCenterRouter,
  audience: CenterAudience,
  page: CenterPage | null,
): void => {
  const { pathname, search, hash } = router.state.location;
  const params = new URLSearchParams(search);
  if (page === null) params.delete(parameters[audience]);
  else params.set(parameters[audience], page);
  const query = params.toString();
  void router.navigate(
    { pathname, search: query ? `?${query}` : '', hash },
    { replace: page === null },
  );
};
