import type { Executor } from '#server/db/database';

/** How long settings read from the database are trusted without a change being heard of. */
export const SETTINGS_CACHE_MS = 10_000;

/**
 * The admin's settings as this process last read them (docs/decisions/047-admin-settings.md): read
 * at most every few seconds, and dropped at once when any process announces a change on the live
 * bus (`forget`); the short lifetime bounds what a missed announcement costs. While the bus is not
 * heard (`trust(false)`) nothing is kept and every caller reads the row, as the session cache does.
 */
export class SettingsCache<T> {
  private cached: { value: T; loadedAt: number } | undefined;
  private loading: Promise<T> | undefined;
  /** Grows with each forget: a read begun before a change must not be kept after it. */
  private generation = 0;
  private trusted = false;

  constructor(
    private readonly db: Executor,
    private readonly load: (db: Executor) => Promise<T>,
  ) {}

  /**
   * Within a transaction, pass it: the embedded database has one connection, which the transaction
   * holds, so a read beside it (or waiting on one that is) would wait for it forever.
   */
  current(tx?: Executor): Promise<T> {
    if (this.cached && Date.now() - this.cached.loadedAt < SETTINGS_CACHE_MS) return Promise.resolve(this.cached.value);
    if (tx) return this.read(tx);
    // Callers at the same moment share one read.
    this.loading ??= this.read(this.db).finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  forget(): void {
    this.generation++;
    this.cached = undefined;
  }

  trust(hearing: boolean): void {
    this.trusted = hearing;
    this.forget();
  }

  private async read(executor: Executor): Promise<T> {
    const generation = this.generation;
    const value = await this.load(executor);
    if (this.trusted && generation === this.generation) this.cached = { value, loadedAt: Date.now() };
    return value;
  }
}
