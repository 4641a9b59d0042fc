import { useParams } from 'react-router';
import { ComingSoonScreen } from '../../components/coming-soon-screen';

/**
 * App detail (spec section 2, /dashboard/playstats/app/{packageName}: an app's downloads, rating, daily trend and
 * information): the coming state until its issue.
 */
export function AppDetailPage() {
  const { packageName = '' } = useParams();
  return (
    <ComingSoonScreen
      title="App Details"
      subtitle={packageName}
      summary="Downloads, ratings, daily download trend, permissions and insights of one Play Store app."
    />
  );
}
