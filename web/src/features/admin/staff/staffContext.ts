// The signed-in staff member (staffMe) as every console page reads it; StaffGate provides it.
import { createContext, useContext } from 'react';
import type { StaffMemberFieldsFragment } from '../admin.generated';

export type StaffMe = StaffMemberFieldsFragment;

export const StaffContext = createContext<StaffMe | null>(null);

export function useStaff(): StaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside StaffGate');
  return staff;
}
