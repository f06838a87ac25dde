import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Back to where the player came from: the previous entry of this site's history, or `fallback`
 * when the page was opened directly (a bookmark, a new tab).
 */
export const useLeave = (fallback: string): (() => void) => {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    // The router gives the first entry of a tab the key 'default': nothing of ours before it.
    if (key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  }, [key, navigate, fallback]);
};
