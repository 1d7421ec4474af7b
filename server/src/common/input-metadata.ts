import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata.js';

/**
 * What the input classes say about their properties, read from their own decorators: the class-validator
 * rules, TypeScript's `design:type` and class-transformer's `@Type`. The REST boundary (numbers typed as text)
 * and the OpenAPI document both read the input classes through here, so neither keeps a list of its own.
 */

// class-transformer keeps `@Type(() => X)` in a storage its main entry does not export. Imported, not
// required at run time: the same module instance as class-transformer's own, in tsc's output and in the
// server bundle alike (a require resolved at run time would load a second copy beside the bundle's).
const transformerStorage = defaultMetadataStorage as unknown as {
  findTypeMetadata(target: InputClass, property: string): { typeFunction(): unknown } | undefined;
};

export type Rules = ValidationMetadata[];

/** An input class (abstract ones included: their rules are inherited). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a class's constructor arguments are not ours to know
export type InputClass = abstract new (...args: any[]) => object;

/** Every class with validation rules (GraphQL inputs and args, REST query classes). */
export function validatedClasses(): InputClass[] {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<InputClass, Rules> };
  return [...storage.validationMetadatas.keys()];
}

const rulesCache = new Map<InputClass, Map<string, Rules>>();

/** A class's rules by property, inherited ones included. */
export function rulesByProperty(target: InputClass): Map<string, Rules> {
  let byProperty = rulesCache.get(target);
  if (!byProperty) {
    byProperty = new Map();
    for (const rule of getMetadataStorage().getTargetValidationMetadatas(target, '', true, false)) {
      byProperty.set(rule.propertyName, [...(byProperty.get(rule.propertyName) ?? []), rule]);
    }
    rulesCache.set(target, byProperty);
  }
  return byProperty;
}

export const ruleNamed = (rules: Rules, name: string) => rules.find((r) => r.name === name);
export const isOptional = (rules: Rules) => rules.some((r) => r.type === 'conditionalValidation');

export function designType(target: InputClass, property: string): unknown {
  return Reflect.getMetadata('design:type', target.prototype, property);
}

/** The class of a nested input (`@ValidateNested() @Type(() => PriceInput)`), for objects and lists of them. */
export function nestedClass(target: InputClass, property: string, rules: Rules): InputClass | undefined {
  if (!rules.some((r) => r.type === 'nestedValidation')) return undefined;
  const type = transformerStorage.findTypeMetadata(target, property)?.typeFunction();
  return typeof type === 'function' ? (type as InputClass) : undefined;
}

/** A single number (not a list): validated as an integer, a number or an amount. */
export function isNumberProperty(target: InputClass, property: string, rules: Rules): boolean {
  if (rules.some((r) => r.each)) return false;
  return !!(ruleNamed(rules, 'isInt') || ruleNamed(rules, 'isNumber') || ruleNamed(rules, 'isAmount') || designType(target, property) === Number);
}
