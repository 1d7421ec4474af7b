import { describe, expect, it } from '@jest/globals';
import { IsInt, IsOptional, IsString, Length, Min, MetadataStorage, getMetadataStorage, validate } from 'class-validator';
import { memoizeValidationMetadata } from './class-validator-metadata-memo.js';

// class-validator's own lookup, kept before the memo replaces it, to compare answers with.
const original = MetadataStorage.prototype.getTargetValidationMetadatas;
memoizeValidationMetadata();

class Base {
  @IsString()
  name!: string;
}

class Child extends Base {
  @IsInt()
  @Min(1, { groups: ['strict'] })
  guests!: number;
}

const describeRules = (rules: ReturnType<MetadataStorage['getTargetValidationMetadatas']>) => rules.map((m) => `${m.propertyName}:${m.name ?? m.type}`);

describe('memoizeValidationMetadata', () => {
  it('answers exactly as class-validator does, for own and inherited rules and every option', () => {
    const storage = getMetadataStorage();
    for (const target of [Base, Child]) {
      for (const always of [false, true]) {
        for (const strictGroups of [false, true]) {
          for (const groups of [undefined, [], ['strict'], ['other']]) {
            const memoized = storage.getTargetValidationMetadatas(target, '', always, strictGroups, groups);
            expect(describeRules(memoized)).toEqual(describeRules(original.call(storage, target, '', always, strictGroups, groups)));
            // Asked again: the same answer, from the memo.
            expect(describeRules(storage.getTargetValidationMetadatas(target, '', always, strictGroups, groups))).toEqual(describeRules(memoized));
          }
        }
      }
    }
    expect(describeRules(storage.getTargetValidationMetadatas(Child, '', false, false, undefined)).sort()).toEqual(['guests:isInt', 'guests:min', 'name:isString']);
  });

  it('sees a rule added after a lookup (the decorators of a class loaded later)', async () => {
    class Late {
      @IsOptional()
      note?: string;
      name!: string;
    }
    expect(await validate(Object.assign(new Late(), { name: '' }))).toHaveLength(0);
    Length(2, 10)(Late.prototype, 'name');
    const errors = await validate(Object.assign(new Late(), { name: '' }));
    expect(errors.map((e) => Object.keys(e.constraints ?? {}))).toEqual([['isLength']]);
  });

  it('hands each caller its own copy', () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Child, '', false, false);
    first.length = 0;
    expect(storage.getTargetValidationMetadatas(Child, '', false, false)).toHaveLength(3);
  });

  it('validates as before', async () => {
    const ok = Object.assign(new Child(), { name: 'Thabo', guests: 2 });
    const bad = Object.assign(new Child(), { name: 5, guests: 'two' });
    expect(await validate(ok)).toHaveLength(0);
    expect((await validate(bad)).map((e) => e.property).sort()).toEqual(['guests', 'name']);
  });
});
