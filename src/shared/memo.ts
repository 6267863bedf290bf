/**
 * One of `make`'s values per key, made on first use and kept: for objects that cost far more to
 * build than to use (Intl formatters load locale data). Callers keep the keys few (a locale, a
 * locale and a currency code), since nothing is ever dropped.
 */
export function perKey<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

/**
 * `perKey` for work that may fail (loading, fetching): one promise per key, shared by every
 * caller while it runs and kept once it resolves; one that rejects is forgotten, so the next
 * call tries again.
 */
export function promisePerKey<T>(make: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (key) => {
    let value = made.get(key);
    if (!value) {
      value = make(key);
      value.catch(() => made.delete(key));
      made.set(key, value);
    }
    return value;
  };
}
