import { describe, expect, it } from 'vitest';
import { readBounded } from './nepse-http';

describe('readBounded', () => {
  it('gives the bytes of a body within the limit', async () => {
    expect([...(await readBounded(new Response(Uint8Array.from([1, 2, 3])), 3, 'x'))]).toEqual([1, 2, 3]);
  });

  it('refuses by the declared length before reading', async () => {
    const response = new Response('0123456789', { headers: { 'content-length': '10' } });
    await expect(readBounded(response, 5, 'the module')).rejects.toThrow(
      'the module is 10 bytes, more than the 5 accepted',
    );
  });

  it('stops reading a body without a length once it passes the limit', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(4));
      },
    });
    await expect(readBounded(new Response(stream), 10, 'the module')).rejects.toThrow(
      'the module is more than the 10 bytes accepted',
    );
    // An endless body: three chunks of 4 bytes pass 10, and reading stops there (a chunk or two read ahead).
    expect(pulled).toBeLessThan(6);
  });
});
