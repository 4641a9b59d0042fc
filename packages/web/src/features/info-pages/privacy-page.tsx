import { InfoPageLayout } from './info-page-layout';

/** /privacy: what the product keeps about a visitor, plainly. */
export function PrivacyPage() {
  return (
    <InfoPageLayout title="Privacy Policy" lead="What NEPSE Backtest keeps about you, and what it does not.">
      <section>
        <h2>No accounts, no profiles</h2>
        <p>
          You use the product without signing up. We do not ask for your name, e-mail address, phone number or
          broker details, and we keep no profile of you.
        </p>
      </section>
      <section>
        <h2>What stays in your browser</h2>
        <ul>
          <li>
            An access key, when a link you opened carried one: it is saved in your browser's local storage
            under
            <code> accessKey</code> and sent with each request to this server. Clear your browser's site data
            to remove it.
          </li>
        </ul>
      </section>
      <section>
        <h2>What the server receives</h2>
        <p>
          The strategies you backtest and the symbols you look up are sent to the server to compute the
          answer. They are not stored with anything that identifies you. The server's ordinary access logs
          (address, time, page) are kept by whoever runs it, for operating the service.
        </p>
      </section>
      <section>
        <h2>Analytics</h2>
        <p>
          When the operator of this site configures a tracking id, the pages load Google Analytics, which
          counts page views and sets its own cookies. Without a tracking id no analytics code loads at all.
          Your browser's tracking protection or an ad blocker can switch it off either way.
        </p>
      </section>
      <section>
        <h2>Play Store look-ups</h2>
        <p>
          When you look up an app, its package name is registered so that its daily downloads can be tracked.
          This concerns the app, never you.
        </p>
      </section>
    </InfoPageLayout>
  );
}
