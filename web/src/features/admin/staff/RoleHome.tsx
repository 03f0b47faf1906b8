// /admin once signed in: no page of its own; each role goes straight to its work (the board, or a
// rider's deliveries), replacing /admin in the history so 'Back' does not bounce here.
import { Navigate } from 'react-router';
import { useStaff } from './staffContext';
import { homeFor } from './roles';

export default function RoleHome() {
  const staff = useStaff();
  return <Navigate to={homeFor(staff.role)} replace />;
}
