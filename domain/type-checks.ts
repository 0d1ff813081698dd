// Compile-time checks between a zod schema (X.schema.ts) and the hand-written types it validates
// (X.ts). Types live in the plain module so it never imports its schema (tools/lint/schema-pairs.mjs);
// the schema module proves it parses exactly that shape: `type _Check = Assert<Same<z.infer<typeof S>, T>>`.

/** true when A and B are assignable to each other. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Fails to compile unless T is true. */
export type Assert<T extends true> = T;
