/**
 * The one id rule: a row id is a UUID, and the API answers the same for every spelling of it. The
 * tables hold UUIDs in canonical lower case, so an id is checked once at the edge (a pipe on the
 * argument, or `parseEntityId` where an input object carries the id) and reaches the services as
 * an `EntityId`: a service that takes one cannot be handed an unchecked string by mistake.
 *
 * The check is class-validator's `isUUID`, the rule every service applied by hand before, so the set
 * of ids the API accepts is unchanged. Surrounding white space is not trimmed: `' <uuid> '` was never
 * an id (it answered as an unknown one) and still is not. The input boundary (input-boundary.ts) already
 * lower-cases UUIDs in what clients send; parsing here does not rely on it, so a service gets the
 * canonical form whoever calls it (a script, another service).
 */
import { Injectable, Param, type PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { notFound } from './errors.js';

declare const entityIdBrand: unique symbol;

/** A UUID in canonical lower case; only `parseEntityId` (or a pipe built on it) makes one. */
export type EntityId = string & { readonly [entityIdBrand]: true };

/** The canonical form of `value`, or undefined when it cannot name a row (and must not reach a uuid column). */
export function parseEntityId(value: unknown): EntityId | undefined {
  return typeof value === 'string' && isUUID(value) ? (value.toLowerCase() as EntityId) : undefined;
}

/** The ids of `values` that can name rows, canonical and each once (for `in (...)` lookups). */
export function parseEntityIds(values: readonly unknown[]): EntityId[] {
  return [...new Set(values.map(parseEntityId).filter((id): id is EntityId => id !== undefined))];
}

const UUID_SHAPED = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/**
 * `text` with every UUID-shaped part in lower case: the response cache keys an upper-case spelling of an
 * id with its canonical form, since the API answers both alike (a malformed one answers as an unknown
 * id whatever its case).
 */
export const lowerCaseIds = (text: string): string => text.replace(UUID_SHAPED, (id) => id.toLowerCase());

/** A row id taken from the database, which already holds the canonical form. */
export const rowId = (id: string): EntityId => id as EntityId;

/**
 * Pipes for an id argument: `@Args('id', { type: () => ID }, EntityIdPipe.orNotFound(PACKAGE_NOT_FOUND))`
 * or `@Param('id', EntityIdPipe.orNotFound(...))` answer the entity's NOT_FOUND for a string that is no
 * UUID, exactly as for an unknown UUID; `EntityIdPipe.orNull` hands `null` on to a nullable lookup,
 * which then answers null as it does for an unknown id.
 */
@Injectable()
export class EntityIdPipe implements PipeTransform<unknown, EntityId | null> {
  private constructor(private readonly notFoundMessage: string | undefined) {}

  static orNotFound(message: string): PipeTransform<unknown, EntityId> {
    return new EntityIdPipe(message) as PipeTransform<unknown, EntityId>;
  }

  static readonly orNull: PipeTransform<unknown, EntityId | null> = new EntityIdPipe(undefined);

  transform(value: unknown): EntityId | null {
    const id = parseEntityId(value);
    if (id) return id;
    if (this.notFoundMessage !== undefined) throw notFound(this.notFoundMessage);
    return null;
  }
}

/**
 * `@Param(name, pipe)` for an id path parameter: `@IdParam(PackageIdPipe) id: EntityId`. The branded
 * type reflects as Object, which the OpenAPI document (and the tests built on it) would no longer show
 * as a path parameter; the parameter is a string on the wire, so that is what is recorded.
 */
export function IdParam(pipe: PipeTransform<unknown, EntityId>, name = 'id'): ParameterDecorator {
  return (target, key, index) => {
    Param(name, pipe)(target, key, index);
    const types = key === undefined ? undefined : (Reflect.getMetadata('design:paramtypes', target, key) as unknown[] | undefined);
    if (types) types[index] = String;
  };
}
