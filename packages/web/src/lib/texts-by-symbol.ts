/** Adds `text` to `symbol`'s texts, once, in the order first added. */
export function addText(map: Map<string, string[]>, symbol: string, text: string): void {
  const texts = map.get(symbol);
  if (texts === undefined) map.set(symbol, [text]);
  else if (!texts.includes(text)) texts.push(text);
}
