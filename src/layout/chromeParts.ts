import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';

/**
 * What features add to the chrome, handed in by the route table (src/routes/PortalLayout.tsx)
 * so that the layout never imports a feature: the top bar's notifications and customer-service
 * entries and the alerts the layout keeps running while a designer is signed in.
 */
export interface ChromeParts {
  /** Shown in the top bar, after the entries. */
  TopBarService?: ComponentType;
  /** The notification bell, before customer service; not for a company member. */
  Notifications?: ComponentType;
  /** Mounted once by the layout; `enabled` is false for a company member. */
  Alerts?: ComponentType<{ enabled: boolean }>;
}

export const ChromePartsContext = createContext<ChromeParts>({});

export function useChromeParts(): ChromeParts {
  return useContext(ChromePartsContext);
}
