import { createContext, useContext } from 'react';
import type { useDesignerProfile } from './useDesignerProfile';

export type DesignerProfile = ReturnType<typeof useDesignerProfile>;

/**
 * The designer's profile read once by a list for all its cards: a card's grab button then adds
 * no query subscriptions of its own (two each, with their timers, on every card of the pool).
 */
export const SharedDesignerProfile = createContext<DesignerProfile | null>(null);

/** The profile a list shares, or null outside one. */
export function useSharedDesignerProfile(): DesignerProfile | null {
  return useContext(SharedDesignerProfile);
}
