import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginExemptPaths, modules } from '@/config/site.ts';
import { BootActor, SessionActor } from '@/lib/actors.ts';

/**
 * Login-required mode (SPEC §2, module LOGINREQUIRED3): without a session every route but
 * /login, /register, /register.html, /helpmc and /download leads to /login.
 */
export const LoginRequired = () => {
  const { pathname } = useLocation();
  const required = BootActor.useSelector(
    (snapshot) => snapshot.context.modules[modules.loginRequired] === true,
  );
  const loggedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('loggedIn'));
  if (required && !loggedIn && !loginExemptPaths.includes(pathname)) {
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
};
