// A back-test worker thread: runs the jobs the pool posts, on the shared market each job carries, and answers
// each with its summaries as UTF-8 JSON.
import { parentPort } from 'node:worker_threads';
import { type PricesOf, runJob } from './backtest-job';
import type { JobMessage, ResultMessage } from './backtest-pool';
import { sharedPricesOf } from './shared-market';

const utf8 = new TextEncoder();
let lookup: { version: number; pricesOf: PricesOf } | undefined;

parentPort?.on('message', (message: JobMessage) => {
  let answer: ResultMessage;
  try {
    if (lookup?.version !== message.market.version) {
      lookup = { version: message.market.version, pricesOf: sharedPricesOf(message.market) };
    }
    answer = { id: message.id, json: utf8.encode(runJob(message.job, lookup.pricesOf)) };
  } catch (err) {
    answer = { id: message.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  // The encoded JSON's buffer is moved to the pool, not copied; the encoding is done here, off its thread.
  parentPort?.postMessage(answer, 'json' in answer ? [answer.json.buffer as ArrayBuffer] : []);
});
