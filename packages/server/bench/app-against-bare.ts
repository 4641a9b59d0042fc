import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { ScreenAnswer } from '../src/screens/screen-answers';

const LOAD_SECONDS = 5;
const ROUNDS = 5;
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' };

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

/** Requests per second of `url` over `seconds`, 10 connections, the load generated in a worker thread. */
async function requestsPerSecond(url: string, seconds = LOAD_SECONDS): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: ACCEPT, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * Prints the requests per second of `path` on the app listening at `appBase` against a bare Fastify route sending
 * `answer`'s Brotli bytes (what the app sends a browser): one untimed second each to warm up, then rounds that
 * alternate which goes first, medians compared to the 70 % target.
 */
export async function compareWithBareRoute(
  appBase: string,
  path: string,
  answer: ScreenAnswer,
): Promise<void> {
  const bare = Fastify();
  bare.get(path, (_request, reply) => {
    reply.type('application/json; charset=utf-8');
    if (answer.br) reply.header('content-encoding', 'br');
    return reply.send(answer.br ?? answer.identity);
  });
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const appUrl = `${appBase}${path}`;
    const bareUrl = `${bareBase}${path}`;
    await requestsPerSecond(bareUrl, 1);
    await requestsPerSecond(appUrl, 1);
    const appRates: number[] = [];
    const bareRates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [bareUrl, appUrl] : [appUrl, bareUrl];
      for (const url of order) (url === appUrl ? appRates : bareRates).push(await requestsPerSecond(url));
    }
    const [appRate, bareRate] = [median(appRates), median(bareRates)];
    console.log(
      `  GET ${path} (Brotli, ${(answer.br ?? answer.identity).length} bytes): app ${appRate.toFixed(0)} req/s, bare Fastify route ${bareRate.toFixed(0)} req/s: ${((appRate / bareRate) * 100).toFixed(0)} % (target 70 %)`,
    );
    console.log(
      `  (autocannon, 10 connections, ${LOAD_SECONDS} s, medians of ${ROUNDS} rounds taken in turns)`,
    );
  } finally {
    await bare.close();
  }
}
