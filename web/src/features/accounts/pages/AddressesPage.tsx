// /user/profile/addresses: the saved delivery addresses.
import { useAuth } from '../../../shared/auth/session';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AddressBook } from '../address/AddressBook';
import '../address/address.css';
import { t } from './texts';

export default function AddressesPage() {
  useDocumentTitle(t('accounts.pages.address'));
  const { user } = useAuth();
  // The profile layout lets only signed-in users this far.
  return user ? <AddressBook userId={user._id} /> : null;
}
