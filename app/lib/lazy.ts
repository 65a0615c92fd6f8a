/**
 * A value made on first use, then kept. For Intl formatters at a module's top level: building one (its locale's
 * and time zone's data) was the costliest line of a page's scripts on a phone, run when the module loaded
 * whether or not the page ever formatted anything with it.
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
