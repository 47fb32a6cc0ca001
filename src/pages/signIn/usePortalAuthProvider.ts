import { useAuthProvider } from 'react-admin';
import type { PortalAuthProvider } from '../../../dataProvider/types';

/**
 * The portal's auth provider for the sign-in pages' mutations. <Admin> always has one: its
 * absence is a wiring mistake, reported at the first write rather than silently ignored.
 */
export function usePortalAuthProvider(): PortalAuthProvider {
  const authProvider = useAuthProvider<PortalAuthProvider>();
  if (!authProvider) throw new Error('the sign-in pages need <Admin authProvider>');
  return authProvider;
}
