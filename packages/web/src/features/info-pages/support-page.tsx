import { Link } from 'react-router';
import { InfoPageLayout } from './info-page-layout';

const QUESTIONS: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I run my first backtest?',
    answer:
      'Open Strategy Backtesting, type a symbol (or choose a sector), keep or change the dates, tick an indicator in Buy Strategy and in Sell Strategy, then press RUN BACKTEST. Each stock gets its trades, profit and summary.',
  },
  {
    question: 'How are trades filled?',
    answer:
      'Rules are checked at the close of each day; a signal buys or sells at the next day’s open, in lots of 10 shares, with brokerage commission, SEBON fee, DP charge and capital gains tax deducted. A position still open at the end shows as Waiting.',
  },
  {
    question: 'Why do old prices differ from the ones I remember?',
    answer:
      'Analyses use prices adjusted for bonus and right issues, so that an issue does not look like a crash. Tables of traded prices show the prices as traded.',
  },
  {
    question: 'What does “Demo data” mean?',
    answer:
      'The server runs on a generated market: real NEPSE symbols and sectors with synthetic prices. It shows how the product works; its numbers are not real trades.',
  },
  {
    question: 'What are Pro screens and access keys?',
    answer:
      'Screens marked Pro are premium features. If you were given a link with an access key, open it once: the key is remembered by your browser and sent with each request.',
  },
  {
    question: 'Which browsers work?',
    answer:
      'Current Chrome, Edge, Firefox and Safari, on desktop and mobile. The dark theme follows your system.',
  },
];

/** /support: answers to the common questions. */
export function SupportPage() {
  return (
    <InfoPageLayout title="Support" lead="Answers to the questions traders ask most.">
      {QUESTIONS.map((q) => (
        <section key={q.question}>
          <h2>{q.question}</h2>
          <p>{q.answer}</p>
        </section>
      ))}
      <section>
        <h2>Still stuck?</h2>
        <p>
          See <Link to="/contact">Contact</Link> for how to report a problem.
        </p>
      </section>
    </InfoPageLayout>
  );
}
