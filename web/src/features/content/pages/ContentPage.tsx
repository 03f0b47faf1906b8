import { useParams } from 'react-router';
import { ContentView } from '../ContentView';

/** /page/{slug} inside the layout, and /page/blank/{slug} without it (same view). */
export default function ContentPage() {
  const { slug = '' } = useParams();
  return (
    <div className="content-page-frame">
      <ContentView key={slug} slug={slug} />
    </div>
  );
}
