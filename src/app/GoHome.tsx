import { Navigate } from 'react-router-dom';
import { useHomePath } from '../session/useHomePath';

/** "/" and "/wel": the user's home (My design sheet for a company member). */
export function GoHome() {
  const home = useHomePath();
  return home ? <Navigate to={home} replace /> : null;
}
