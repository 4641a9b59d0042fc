import { Link } from 'react-router';
import { InfoPageLayout } from './info-page-layout';

/** /contact: how to reach the people who run this site. */
export function ContactPage() {
  return (
    <InfoPageLayout title="Contact" lead="Questions, ideas and problem reports are welcome.">
      <section>
        <h2>Who runs this site</h2>
        <p>
          NEPSE Backtest is installed and operated by the owner of this address; they answer for its data, its
          access keys and its analytics. Reach them through the channel where you received your link or access
          key.
        </p>
      </section>
      <section>
        <h2>Reporting a problem</h2>
        <p>A report that can be acted on says:</p>
        <ul>
          <li>the address of the page (copy it from the address bar),</li>
          <li>what you did, what you expected and what you saw, with the exact message of any error,</li>
          <li>for a backtest, the symbol or sector, the dates and the rules you chose.</li>
        </ul>
        <p>
          Many questions are answered on the <Link to="/support">Support page</Link>.
        </p>
      </section>
    </InfoPageLayout>
  );
}
