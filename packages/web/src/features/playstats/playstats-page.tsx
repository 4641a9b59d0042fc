import { ComingSoonScreen } from '../../components/coming-soon-screen';

/**
 * Play Store Analytics (spec section 2: search apps by name or Play Store link; a result opens its detail page): the
 * coming state until the screen's own issue builds it.
 */
export function PlaystatsPage() {
  return (
    <ComingSoonScreen
      title="Play Store Analytics"
      subtitle="App Download Tracker"
      summary="Enter an app name or a Google Play Store link to see its current download count and its daily download trend."
    />
  );
}
