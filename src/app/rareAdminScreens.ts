// react-admin's screens for what rarely happens: a chunk of their own, loaded when shown.
export { AccessDenied, AuthCallback, AuthenticationError, Error } from 'react-admin';
