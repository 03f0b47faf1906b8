// The home route (issue 19): its code is preloaded with the app (preloadHome.ts), so by the time the route
// first draws it has usually arrived. A lazy component would still suspend once on it, drawing the page
// skeleton first and the page a frame later, behind React's hold on revealed Suspense content (~300 ms,
// the slider's paint with it); the page is drawn at once instead. Code not yet there loads lazily as before.
import { lazy, Suspense, useState } from 'react';
import { PageSkeleton } from '../../../shared/ui/skeletons';
import { loadedHomePage, loadHomePage } from './preloadHome';

const LazyHomePage = lazy(loadHomePage);

export function HomeRoute() {
  // Chosen once: switching from the lazy component to the loaded one would mount the page again.
  const [Page] = useState(() => loadedHomePage() ?? LazyHomePage);
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}
