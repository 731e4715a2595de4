import { p } from '@mikro-orm/core';

/** Columns every content table has. */
export const idColumn = { id: p.integer().primary() };

export const timestampColumns = {
  created_at: p.datetime().onCreate(() => new Date()),
  updated_at: p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
};
