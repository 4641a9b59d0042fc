// A back-test worker that takes a job and never answers, as a chunk far slower than any real one: only stopping
// the worker frees it. The pool tests give it as the pool's worker to see runs given up and workers stopped.
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', () => {
  // Blocks without spinning (a test machine's cores are shared); terminating the worker ends the wait.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
});
