import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PACKAGE_TYPES, PackageType } from './package.model.js';

export const MAX_PACKAGE_LIST = 100;

@ArgsType()
export class PackagesArgs {
  @Field(() => PackageType, { nullable: true })
  @IsOptional()
  @IsIn(PACKAGE_TYPES, { message: `Type must be one of ${PACKAGE_TYPES.join(', ')}.` })
  type?: PackageType;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  // REST query strings carry "true"/"false"; GraphQL already sends booleans.
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'Featured must be true or false.' })
  featured?: boolean;

  @Field(() => Int, { defaultValue: 12 })
  @Type(() => Number)
  @IsInt({ message: 'Limit must be a whole number.' })
  @Min(1, { message: 'Limit must be at least 1.' })
  @Max(MAX_PACKAGE_LIST, { message: `Limit must be at most ${MAX_PACKAGE_LIST}.` })
  limit: number = 12;
}
