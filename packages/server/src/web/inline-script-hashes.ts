import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^\s*$|^\s*(module|(text|application)\/(java|ecma)script)\s*$/i;

/** The script's `type` attribute, '' when it has none. */
function typeOf(attributes: string): string {
  return /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
}

/**
 * The CSP hash sources (`'sha256-…'`) of the page's inline scripts that run: the build writes some into index.html.
 * Scripts with a `src` and data blocks (JSON, JSON-LD), which the browser does not run, need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !EXECUTABLE_TYPE.test(typeOf(attributes))) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}
