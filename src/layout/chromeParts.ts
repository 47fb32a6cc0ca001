import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';
import type { PortalPage } from '../components/lazy/lazyPage';
import type { ErrorLogEntry } from '../errorLog';

/**
 * What features add to the chrome, handed in by the app layer (src/app/PortalLayout.tsx)
 * so that the layout never imports a feature: the top bar's notifications and customer-service
 * entries, the alerts the layout keeps running while a designer is signed in, and the pages
 * that the tabs and the keep-alive know.
 */
export interface ChromeParts {
  /** Shown in the top bar, after the entries. */
  TopBarService?: ComponentType;
  /** The notification bell, before customer service; not for a company member. */
  Notifications?: ComponentType;
  /** Mounted once by the layout; `enabled` is false for a company member. */
  Alerts?: ComponentType<{ enabled: boolean }>;
  /** The pages kept mounted (hidden) once visited (Saber's keep-alive). */
  cachedPages?: readonly PortalPage[];
  /** The titled route a path shows, if any: what becomes a tag tab. */
  pageOf?: (pathname: string) => TitledPage | undefined;
  /** Resolves once the server knows this page load's language: the menu waits for it. */
  serverLanguageReady?: Promise<void>;
  /** Sends the error log's entries to the server (the app's HTTP client, signed in). */
  submitErrorLogs?: (entries: readonly ErrorLogEntry[]) => Promise<unknown>;
}

/** A route with a title: a page or a resource's list or detail. */
export interface TitledPage {
  path: string;
  titleKey: string;
}

export const ChromePartsContext = createContext<ChromeParts>({});

export function useChromeParts(): ChromeParts {
  return useContext(ChromePartsContext);
}
