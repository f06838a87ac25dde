import type { ComponentType } from 'react';
import { useChunk } from '@/lib/use-chunk.ts';

interface LazyPartProps {
  /** The chunk's name (loaded once, shared by every use). */
  name: string;
  load: () => Promise<ComponentType>;
}

/**
 * A part of the layout no first screen needs (the footer below the fold, the customer-service
 * entries): a chunk of its own, shown once it arrived; a part that did not come stays away.
 */
export const LazyPart = ({ name, load }: LazyPartProps) => {
  const part = useChunk(name, load);
  return part.status === 'ready' ? <part.value /> : null;
};
