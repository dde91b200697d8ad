import { Outlet } from '@tanstack/react-router';
import { AreaGuard } from '../../../layout/area-shell';
import './account.css';

/** Account screens need a session (the guard of every signed-in area, without an area navigation). */
export function RequireUser() {
  return (
    <AreaGuard prefix="/account" signIn="/login">
      <Outlet />
    </AreaGuard>
  );
}
