import type { ComponentType } from 'react';
import { lazyView } from '../../components/lazy/lazyView';
import type { PortalPage } from '../portalRoutes';

/** A page of the route table whose path and title are known before its code is downloaded. */
export function lazyPage(
  meta: { path: string; titleKey: string },
  load: () => Promise<ComponentType>,
): PortalPage {
  const View = lazyView(load);
  return Object.assign(() => <View />, meta);
}
