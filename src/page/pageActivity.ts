import { createContext, useContext } from 'react';

/** False inside a cached page that the keep-alive keeps mounted but hidden. */
export const PageActivityContext = createContext(true);

export function usePageActive(): boolean {
  return useContext(PageActivityContext);
}
