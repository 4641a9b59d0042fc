// A back-test worker thread: runs the jobs the pool posts, on the shared market the pool last sent it, and answers
// each with its summaries as UTF-8 JSON.
import { type MessagePort, parentPort } from 'node:worker_threads';
import { jobScratch, type PricesOf, runJob } from './backtest-job';
import type { JobMessage, ResultMessage } from './backtest-pool';
import { sharedPricesOf } from './shared-market';

/**
 * Answers the jobs posted on `port` for as long as the worker lives, which owns what the jobs reuse: the runs'
 * scratch, and the lookup of the market the pool last sent.
 */
function serveJobs(port: MessagePort): void {
  const utf8 = new TextEncoder();
  const scratch = jobScratch();
  let pricesOf: PricesOf | undefined;
  port.on('message', (message: JobMessage) => {
    let answer: ResultMessage;
    try {
      // The pool sends the market only when this worker has not had its version.
      if (message.market) pricesOf = sharedPricesOf(message.market);
      if (!pricesOf) throw new Error('No market was sent with the first job.');
      answer = { id: message.id, json: utf8.encode(runJob(message.job, pricesOf, scratch)) };
    } catch (err) {
      answer = { id: message.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
    }
    // The encoded JSON's buffer is moved to the pool, not copied; the encoding is done here, off its thread.
    port.postMessage(answer, 'json' in answer ? [answer.json.buffer as ArrayBuffer] : []);
  });
}

if (parentPort) serveJobs(parentPort);
