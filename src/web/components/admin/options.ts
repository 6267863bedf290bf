/** A select's or a filter's choices from labels by key, in the order of `keys`. */
export const optionsOf = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((key) => ({ value: key, label: labels[key] }));
