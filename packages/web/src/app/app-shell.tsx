import { Outlet } from 'react-router-dom';
import { ModalHost } from './modal-host.tsx';

/** The root route: every layout below it, and the modal host above them all. */
export const AppShell = () => (
  <>
    <Outlet />
    <ModalHost />
  </>
);
