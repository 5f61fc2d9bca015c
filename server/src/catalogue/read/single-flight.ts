/**
 * One piece of work at a time per key: a caller asking for a key whose work is under way gets that
 * work's outcome (its value or its error) instead of starting it again. The key is forgotten once
 * the work settles, so the next caller starts afresh. At most `maxKeys` keys are kept: beyond them
 * (as many different reads under way at once) work runs unshared, so distinct requests cannot grow
 * the map without limit.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  constructor(private readonly maxKeys = 1000) {}

  run(key: string, work: () => Promise<T>): Promise<T> {
    const current = this.running.get(key);
    if (current) return current;
    if (this.running.size >= this.maxKeys) return work();
    const started = work().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }

  /** Keys whose work is under way. */
  get size(): number {
    return this.running.size;
  }
}
