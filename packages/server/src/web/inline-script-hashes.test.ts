import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes';

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script that runs, as CSP Level 2 defines', () => {
    // The example of the CSP specification's hash-source section.
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });

  it('takes module and JavaScript-typed scripts, whitespace included, and skips data blocks and src scripts', () => {
    const page = [
      '<head><script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script>\n  a();\n</script>',
      '<script type="module">b()</script>',
      "<script type='text/javascript'>c()</script>",
      '<script type="application/json" id="app-config">{}</script>',
      '<script type="module" src="/assets/x.js"></script></head>',
    ].join('');
    const hashes = inlineScriptHashes(page);
    expect(hashes).toHaveLength(3);
    expect(hashes).toEqual([
      inlineScriptHashes('<script>\n  a();\n</script>')[0],
      inlineScriptHashes('<script>b()</script>')[0],
      inlineScriptHashes('<script>c()</script>')[0],
    ]);
    expect(new Set(hashes).size).toBe(3);
  });
});
