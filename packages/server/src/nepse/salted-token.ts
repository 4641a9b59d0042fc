import type { TokenCall, TokenModule } from './token-module';

/** The five salts of NEPSE's prove answer, salt1 to salt5. */
export type Salts = readonly [number, number, number, number, number];

/**
 * The calls that give the access token's five positions, as NEPSE's site makes them: cdx(s1, s2, s3, s4, s5),
 * then rdx, bdx, ndx and mdx each with (s1, s2, s4, s3, s5) (NepseUnofficialApi TokenUtils.py).
 */
export function accessTokenCalls([s1, s2, s3, s4, s5]: Salts): TokenCall[] {
  const swapped = [s1, s2, s4, s3, s5];
  return [
    ['cdx', [s1, s2, s3, s4, s5]],
    ['rdx', swapped],
    ['bdx', swapped],
    ['ndx', swapped],
    ['mdx', swapped],
  ];
}

/** `token` without the characters at `positions` (positions in the original string; each must be inside it, once). */
export function withoutPositions(token: string, positions: readonly number[]): string {
  const drop = new Set(positions);
  if (
    drop.size !== positions.length ||
    positions.some((p) => !Number.isInteger(p) || p < 0 || p >= token.length)
  ) {
    throw new Error(
      `token positions ${positions.join(', ')} do not fit a token of ${token.length} characters`,
    );
  }
  return [...token].filter((_, i) => !drop.has(i)).join('');
}

/** The token NEPSE accepts (`Authorization: Salter <token>`): the prove answer's access token less five characters. */
export async function deriveAccessToken(
  module: TokenModule,
  accessToken: string,
  salts: Salts,
): Promise<string> {
  return withoutPositions(accessToken, await module.call(accessTokenCalls(salts)));
}
