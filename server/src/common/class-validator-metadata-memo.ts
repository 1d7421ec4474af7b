import { MetadataStorage } from 'class-validator';

type Lookup = MetadataStorage['getTargetValidationMetadatas'];

/**
 * class-validator works out a class's rules anew on every validation: it filters the class's own
 * metadata and tests the class against every class that has rules (`prototype instanceof`), hundreds of
 * them here, for inherited ones. A CPU profile of booking requests under load put that lookup first
 * among validation's costs. Rules are only ever added while decorators run (module loading), so the answer
 * is kept per class and option set, and forgotten whenever a rule is added.
 */
export function memoizeValidationMetadata(prototype: MetadataStorage = MetadataStorage.prototype): void {
  const memoized = prototype as MetadataStorage & { memoizedLookups?: true };
  if (memoized.memoizedLookups) return;
  memoized.memoizedLookups = true;
  const lookup = prototype.getTargetValidationMetadatas;
  const addMetadata = prototype.addValidationMetadata;
  const answers = new WeakMap<MetadataStorage, Map<unknown, Map<string, ReturnType<Lookup>>>>();

  prototype.addValidationMetadata = function (this: MetadataStorage, ...args: Parameters<MetadataStorage['addValidationMetadata']>) {
    answers.delete(this);
    return addMetadata.apply(this, args);
  };
  prototype.getTargetValidationMetadatas = function (this: MetadataStorage, target, schema, always, strictGroups, groups) {
    let byTarget = answers.get(this);
    if (!byTarget) answers.set(this, (byTarget = new Map()));
    let byOptions = byTarget.get(target);
    if (!byOptions) byTarget.set(target, (byOptions = new Map()));
    const key = `${schema}\u0000${String(always)}\u0000${String(strictGroups)}\u0000${(groups ?? []).join('\u0001')}`;
    let answer = byOptions.get(key);
    if (!answer) byOptions.set(key, (answer = lookup.call(this, target, schema, always, strictGroups, groups)));
    // A copy: the caller owns what it gets, as before.
    return answer.slice();
  };
}
