import type { HeaderCategoryKey } from '@his/machines/lobby-filter';
import { allVendors } from '@his/machines/lobby-filter';
import type { GameType } from '@his/shared/schemas/games';
import type { vendorLobbies } from '@/config/site.ts';
import type { MessageKey } from '@/lib/i18n.ts';

/** A `/:game` vendor lobby (SPEC §2). */
export type LobbyKey = (typeof vendorLobbies)[number];

/** A category page of vendor cards (SPEC §2): lottery and e-lottery, sports, esports, cockfight. */
export type CategoryPageKey = 'elott' | 'sports' | 'esports' | 'cockfight';

/** What each lobby lists: its category and, for `kh19games`, the one vendor it is made of. */
export const lobbyFilters: Record<LobbyKey, { category: GameType; vendor: string | null }> = {
  rng: { category: 'RNG', vendor: null },
  inhouse: { category: 'INHOUSE', vendor: null },
  bingo: { category: 'BINGO', vendor: null },
  fish: { category: 'FISH', vendor: null },
  live: { category: 'LIVE', vendor: null },
  pvp: { category: 'PVP', vendor: null },
  kh19games: { category: 'RNG', vendor: 'KH19' },
};

/** The lanes each category page lists. */
export const categoryPageTypes: Record<CategoryPageKey, GameType[]> = {
  elott: ['ELOTT', 'LOTT'],
  sports: ['SPORTS'],
  esports: ['ESPORTS'],
  cockfight: ['COCKFIGHT'],
};

/** Titles of the header entries, category pages and lobbies. */
export const categoryTitles: Record<HeaderCategoryKey | LobbyKey, MessageKey> = {
  elott: 'nav.categories.elott',
  live: 'nav.categories.live',
  sports: 'nav.categories.sports',
  fish: 'nav.categories.fish',
  rng: 'nav.categories.rng',
  bingo: 'nav.categories.bingo',
  pvp: 'nav.categories.pvp',
  esports: 'nav.categories.esports',
  cockfight: 'lobby.categories.cockfight',
  inhouse: 'lobby.categories.inhouse',
  kh19games: 'lobby.categories.kh19games',
};

const vendorCode = /^[A-Z0-9_]{1,32}$/;

/**
 * The vendor a lobby URL selects (`?page=PG`; SPEC §2), `ALL` without one. A lobby made of one
 * vendor (`kh19games`) always selects it; a malformed code reads as `ALL`.
 */
export const vendorOfLobby = (lobby: LobbyKey, page: string | null): string => {
  const fixed = lobbyFilters[lobby].vendor;
  if (fixed !== null) return fixed;
  return page !== null && vendorCode.test(page) ? page : allVendors;
};

/** The lobby link that selects a vendor (or every vendor with `ALL`). */
export const lobbyVendorPath = (lobby: LobbyKey, vendor: string): string =>
  vendor === allVendors ? `/${lobby}` : `/${lobby}?${new URLSearchParams({ page: vendor })}`;
