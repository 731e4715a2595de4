import { z } from 'zod';

/** The stored form of an entity in API answers: its input fields plus id and timestamps. */
export function recordSchema<T extends z.ZodRawShape>(input: z.ZodObject<T>) {
  return z.object({
    id: z.number().int(),
    ...input.shape,
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  });
}
