/**
 * Longest error message, in characters, the API sends: messages quote what was sent, and a 100 KB symbol quoted
 * whole is no message a person reads (nor one a log should hold).
 */
export const MAX_ERROR_MESSAGE_LENGTH = 300;

/** Characters kept from a clipped message's end, where it says what is wrong with the value it quotes. */
const KEPT_END = 100;

/** The message, or its start and end around an ellipsis when it is longer than MAX_ERROR_MESSAGE_LENGTH. */
export function clipMessage(message: string): string {
  // By code points, so that no emoji is cut in half.
  const chars = Array.from(message);
  if (chars.length <= MAX_ERROR_MESSAGE_LENGTH) return message;
  const start = chars.slice(0, MAX_ERROR_MESSAGE_LENGTH - KEPT_END - 1).join('');
  return `${start}…${chars.slice(-KEPT_END).join('')}`;
}
