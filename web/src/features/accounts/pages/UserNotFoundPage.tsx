import { NotFound } from '../../../shared/ui/NotFound';

/** Unknown sub-paths of the user and profile areas. */
export default function UserNotFoundPage() {
  return <NotFound />;
}
