import { NotFound } from './NotFound';

/** The catch-all route's page (its own chunk: antd's Result is only needed here). */
export default function NotFoundPage() {
  return <NotFound />;
}
