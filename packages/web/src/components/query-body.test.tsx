import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QueryBody } from './query-body';

/** A page body over a query whose answers are the given functions' in turn. */
function renderBody(answers: (() => Promise<string>)[]) {
  let call = 0;
  function Body() {
    const query = useQuery({
      queryKey: ['answer'],
      queryFn: () => (answers[call++] as () => Promise<string>)(),
    });
    return (
      <QueryBody query={query} loadingMessage="Loading answers...">
        {(answer) => <p>Answer: {answer}</p>}
      </QueryBody>
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Body />
    </QueryClientProvider>,
  );
}

describe('QueryBody', () => {
  it('shows the loading message until the answer, then the answer', async () => {
    let answer: (value: string) => void = () => {};
    renderBody([() => new Promise<string>((resolve) => (answer = resolve))]);
    expect(screen.getByRole('status').textContent).toBe('Loading answers...');
    answer('42');
    expect((await screen.findByText('Answer: 42')).tagName).toBe('P');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the error's message, and Try Again asks again", async () => {
    renderBody([() => Promise.reject(new Error('Failed to fetch answers.')), () => Promise.resolve('7')]);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch answers.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Answer: 7')).toBeTruthy();
  });
});
