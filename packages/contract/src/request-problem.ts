import type { z } from 'zod';

/** The issue parameter that marks a message as a whole sentence (see wholeMessageIssue). */
const WHOLE_MESSAGE = 'wholeMessage';

/**
 * An issue whose message is already the sentence a person reads, naming the field as the page labels it
 * (`Buy rule "SMA": Period must be ...`): requestProblem sends it as it is, without the field's path.
 */
export function wholeMessageIssue(message: string): z.core.$ZodSuperRefineIssue {
  return { code: 'custom', message, params: { [WHOLE_MESSAGE]: true } };
}

const isWholeMessage = (issue: z.core.$ZodIssue) =>
  issue.code === 'custom' && issue.params?.[WHOLE_MESSAGE] === true;

/**
 * The words for a request part that does not fit `schema`, from its first issue. A whole-sentence issue goes as it
 * is; so does every issue of a schema without a title (the paths' and queries' schemas write each message as a
 * sentence). A titled schema (a body: "back-test request", "app record") is named with the field's path and zod's
 * words: `Invalid back-test request: buyStrategy.0.name: Invalid input: expected string, received undefined`.
 */
export function requestProblem(schema: z.ZodType, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const title = schema.meta()?.title;
  if (isWholeMessage(issue) || title === undefined) return issue.message;
  return `Invalid ${title}: ${issue.path.map(String).join('.') || 'body'}: ${issue.message}`;
}
