/**
 * Counts calls in a sliding window, in this process's memory. Advisory answers cost provider credits, so
 * each user and each garage has a ceiling; several server copies each keep their own count (see decision 015).
 */
export class WindowCounter {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly windowMs: number,
    private readonly max: number,
  ) {}

  /** Records a call at `now` and says whether it is within the limit (a refused call is not recorded). */
  take(key: string, now: number): boolean {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }

  /** Gives a call back (the provider failed, so it cost nothing). */
  giveBack(key: string): void {
    this.hits.get(key)?.pop();
  }
}

/** Answers kept for a day by their exact prompt, so flipping between tabs does not spend credits again. */
export class AnswerCache {
  private readonly entries = new Map<string, { html: string; at: number }>();
  constructor(
    private readonly ttlMs = 24 * 60 * 60 * 1000,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, now: number): string | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (now - hit.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.html;
  }

  set(key: string, html: string, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { html, at: now });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
