import { useLocation } from 'react-router-dom';
import { useLaunchGame } from '@/features/games/use-launch-game.ts';
import { CategoryPage } from '@/features/lobby/components/category-page.tsx';
import type { CategoryPageKey } from '@/features/lobby/lobby-routes.ts';
import { categoryPageTypes } from '@/features/lobby/lobby-routes.ts';
import { Component as NotFound } from './not-found.tsx';

const isCategory = (segment: string): segment is CategoryPageKey =>
  Object.hasOwn(categoryPageTypes, segment);

/** Category pages of vendor cards (SPEC §2): `/elott`, `/sports`, `/esports`, `/cockfight`. */
export const Component = () => {
  const { pathname } = useLocation();
  const launch = useLaunchGame();
  // Paths match without regard to case (`/Sports` is the sports page too).
  const category = (pathname.split('/')[1] ?? '').toLowerCase();
  if (!isCategory(category)) return <NotFound />;
  return <CategoryPage key={category} category={category} onOpen={launch} />;
};
