import type { ComponentType, ReactElement } from 'react';
import { lazyView } from './lazyView';

/** A page of the route table: its component, its static path and its title's translation key. */
export interface PortalPage {
  (): ReactElement | null;
  path: string;
  titleKey: string;
  /** Downloads the page's code ahead of its first render (e.g. while the sign-in is sent). */
  preload?: () => void;
}

/** A page of the route table whose path and title are known before its code is downloaded. */
export function lazyPage(
  meta: { path: string; titleKey: string },
  load: () => Promise<ComponentType>,
): PortalPage {
  const View = lazyView(load);
  return Object.assign(() => <View />, meta, { preload: View.preload });
}
