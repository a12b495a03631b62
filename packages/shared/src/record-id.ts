/**
 * The id or uuid that names one row, as a REST path parameter or a GraphQL ID argument carries it
 * (docs/architecture.md "Input rules"): any text up to TEXT_LIMITS.short, as the service answers 404
 * for one it does not know.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from './text';

/** One row's id or uuid. */
export const recordId = () => z.string().min(1).max(TEXT_LIMITS.short);

/** Arguments of a GraphQL field that names one row by `id`. */
export const idArgsSchema = z.object({ id: recordId() });

/** Arguments of a GraphQL field that names one row by `uuid`. */
export const uuidArgsSchema = z.object({ uuid: recordId() });
