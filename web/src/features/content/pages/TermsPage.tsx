import { ContentView } from '../ContentView';

/** /p/terms_and_conditions, the registration form's terms link. */
export default function TermsPage() {
  return (
    <div className="content-page-frame">
      <ContentView slug="terms-and-conditions" />
    </div>
  );
}
