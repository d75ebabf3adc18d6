/** A namespace's catalogue: nested keys down to strings. */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/**
 * The shape every locale's catalogue of a namespace must have: the en-US catalogue's keys, with any
 * text. `satisfies Messages<typeof enUS>` in a zh-CN file makes a missing or extra key a type error.
 */
export type Messages<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]>;
};
