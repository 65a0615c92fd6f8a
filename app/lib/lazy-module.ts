/**
 * A module kept out of the page's first load: fetched on first use and shared by every caller; a failed
 * fetch (offline, or a new deploy replaced the chunk) is tried again on the next use.
 */
export function lazyModule<T>(importer: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load(): Promise<T> {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    /** Starts the fetch early (on hover or focus); a failure is left for the real use to handle. */
    preload(): void {
      this.load().catch(() => {});
    },
    /** The module if it has arrived. */
    current(): T | undefined {
      return loaded;
    },
  };
}
