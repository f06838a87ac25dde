import { Outlet } from 'react-router-dom';
import { NoticeRegion } from '@/components/notice-region.tsx';
import { ModalHost } from './modal-host.tsx';

/** The root route: every layout below it, the modal host above them all, the notices. */
export const AppShell = () => (
  <>
    <Outlet />
    <ModalHost />
    <NoticeRegion />
  </>
);
