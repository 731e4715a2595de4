import { UniqueConstraintViolationException, type EntityClass, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { z } from 'zod';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { keepFrench } from './locale';
import { validate } from './validate';

export interface CrudDefinition<E extends object, S extends z.ZodType> {
  entity: EntityClass<E>;
  /** What a person calls one item, capitalised: "Service", "Blog post". */
  label: string;
  input: S;
  orderBy: QueryOrderMap<E>;
  /** Fields with a unique index, named in the 409 answer. */
  unique?: (keyof z.output<S> & string)[];
  /** Last step before storing (e.g. HTML sanitizing). */
  prepare?: (data: z.output<S>) => z.output<S>;
}

export interface Crud<E extends object, S extends z.ZodType> {
  readonly definition: CrudDefinition<E, S>;
  list(em: Em, where?: FilterQuery<E>): Promise<E[]>;
  get(em: Em, id: number): Promise<E>;
  create(em: Em, input: unknown): Promise<E>;
  update(em: Em, id: number, input: unknown): Promise<E>;
  remove(em: Em, id: number): Promise<void>;
  count(em: Em, where?: FilterQuery<E>): Promise<number>;
}

/**
 * The list/get/create/update/delete every admin-managed entity shares. Input is validated
 * with the entity's zod schema, the same one the REST routes, GraphQL and the web forms use.
 */
export function defineCrud<E extends object, S extends z.ZodType>(def: CrudDefinition<E, S>): Crud<E, S> {
  const parse = (input: unknown) => {
    const data = validate(def.input, input);
    return def.prepare ? def.prepare(data) : data;
  };

  const flushUnique = async (em: Em) => {
    try {
      await em.flush();
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) {
        const fields = def.unique?.length ? def.unique.join(' / ') : 'value';
        throw new AppError('CONFLICT', `A ${def.label.toLowerCase()} with this ${fields} already exists`);
      }
      throw err;
    }
  };

  const get = async (em: Em, id: number) => {
    const found = await em.findOne(def.entity, { id } as never);
    if (!found) throw AppError.notFound(def.label);
    return found;
  };

  return {
    definition: def,
    list: (em, where = {} as FilterQuery<E>) => em.find(def.entity, where as never, { orderBy: def.orderBy as never }),
    get,
    count: (em, where = {} as FilterQuery<E>) => em.count(def.entity, where as never),
    async create(em, input) {
      const data = parse(input);
      const entity = em.create(def.entity, data as never);
      em.persist(entity);
      await flushUnique(em);
      return entity;
    },
    async update(em, id, input) {
      const data = parse(input);
      const entity = await get(em, id);
      em.assign(entity, keepFrench(data, entity, input) as never);
      await flushUnique(em);
      return entity;
    },
    async remove(em, id) {
      const entity = await get(em, id);
      em.remove(entity);
      await em.flush();
    },
  };
}
