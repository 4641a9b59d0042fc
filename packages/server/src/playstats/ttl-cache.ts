/** A bounded map whose entries expire at a given instant (of an injected clock); the oldest entry goes first when full. */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, expires: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires });
  }
}
