/**
 * A react-hook-form resolver for a shared zod schema that loads zod and the schema only when the
 * form is first validated (or on `preload()`), so a page can show its form without zod's ~35 KB
 * (docs/architecture.md "Front-end loading": the sign-in page). Validation results are exactly `zodResolver(schema)`'s.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export type LazyZodResolver<Input extends FieldValues, Output> = {
  /** Pass to `useForm({ resolver })`. */
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading the schema and resolver (e.g. on the form's first input); safe to call often. */
  preload: () => void;
};

/** `load` imports the schema module and returns the schema; it runs at most once. */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<ZodType<Output, Input>>,
): LazyZodResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  const get = () => {
    loading ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) => zodResolver(schema));
    // a failed download is retried on the next validation
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
