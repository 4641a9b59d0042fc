import { InfoPageLayout } from './info-page-layout';

/** /terms: the terms of use, short. */
export function TermsPage() {
  return (
    <InfoPageLayout title="Terms of Service" lead="The few rules of using NEPSE Backtest.">
      <section>
        <h2>Study, not advice</h2>
        <p>
          Backtests, signals, ratings, patterns and levels describe the past and the present of the market.
          They are tools for study and research, not recommendations to buy or sell any security. Past
          performance does not promise future results; decide your trades yourself, or with a licensed
          adviser.
        </p>
      </section>
      <section>
        <h2>Data</h2>
        <p>
          Prices come from NEPSE's published trading data, adjusted for bonus and right issues where the
          analysis says so. A server marked <strong>Demo data</strong> runs on a generated market whose prices
          are not real trades. We work to keep the data right but cannot guarantee it is complete or free of
          errors.
        </p>
      </section>
      <section>
        <h2>Trial and Pro screens</h2>
        <p>
          The free demo and the 7-day free trial need no credit card and can be left at any time. Screens
          marked Pro may later require an access key.
        </p>
      </section>
      <section>
        <h2>Fair use</h2>
        <p>
          Do not overload the service with automated requests, try to get around an access key, or resell the
          data. We may limit access that harms the service for others.
        </p>
      </section>
    </InfoPageLayout>
  );
}
