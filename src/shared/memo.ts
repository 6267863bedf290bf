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
