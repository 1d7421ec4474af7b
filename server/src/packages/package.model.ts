import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { LocalDate } from '../common/local-date.scalar.js';
import { currency, packageType } from '../db/schema.js';

export const PACKAGE_TYPES = packageType.enumValues;
export type PackageType = (typeof PACKAGE_TYPES)[number];
export const PackageType = Object.fromEntries(PACKAGE_TYPES.map((t) => [t, t])) as { [K in PackageType]: K };
registerEnumType(PackageType, { name: 'PackageType' });

export const CURRENCIES = currency.enumValues;
export type Currency = (typeof CURRENCIES)[number];
export const Currency = Object.fromEntries(CURRENCIES.map((c) => [c, c])) as { [K in Currency]: K };
registerEnumType(Currency, { name: 'Currency' });

@ObjectType({ description: 'Price per person, in currency units (not cents).' })
export class Price {
  @Field(() => Float)
  @ApiProperty({ example: 24999 })
  adult: number;

  @Field(() => Float, { nullable: true })
  @ApiProperty({ nullable: true, type: Number })
  child: number | null;

  @Field(() => Currency)
  @ApiProperty({ enum: CURRENCIES })
  currency: Currency;
}

@ObjectType({ description: 'A travel package as the public site shows it.' })
export class Package {
  @Field(() => ID)
  @ApiProperty()
  id: string;

  @Field()
  @ApiProperty()
  title: string;

  @Field(() => PackageType)
  @ApiProperty({ enum: PACKAGE_TYPES })
  type: PackageType;

  @Field()
  @ApiProperty()
  description: string;

  @Field()
  @ApiProperty()
  country: string;

  @Field()
  @ApiProperty()
  city: string;

  @Field(() => Int)
  @ApiProperty()
  durationDays: number;

  @Field(() => Int)
  @ApiProperty()
  durationNights: number;

  @Field(() => LocalDate, { nullable: true, description: 'First day of travel, YYYY-MM-DD.' })
  @ApiProperty({ nullable: true, type: String, example: '2026-12-14' })
  fromDate: string | null;

  @Field(() => LocalDate, { nullable: true, description: 'Last day of travel, YYYY-MM-DD.' })
  @ApiProperty({ nullable: true, type: String, example: '2026-12-21' })
  toDate: string | null;

  @Field(() => Int, { nullable: true })
  @ApiProperty({ nullable: true, type: Number })
  maxGuests: number | null;

  @Field(() => Int, { nullable: true })
  @ApiProperty({ nullable: true, type: Number })
  minAge: number | null;

  @Field(() => Price)
  @ApiProperty({ type: Price })
  price: Price;

  @Field(() => [String], { description: 'Photo URLs; the first is the cover.' })
  @ApiProperty({ type: [String] })
  photos: string[];

  @Field(() => [String])
  @ApiProperty({ type: [String] })
  includes: string[];

  @Field(() => [String])
  @ApiProperty({ type: [String] })
  amenities: string[];

  @Field()
  @ApiProperty()
  terms: string;

  @Field()
  @ApiProperty()
  featured: boolean;
}
