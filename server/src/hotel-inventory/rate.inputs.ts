import { Field, Float, ID, InputType, OmitType } from '@nestjs/graphql';
import { IsDefined, IsIn, IsNotEmpty, IsOptional } from 'class-validator';
import { LocalDate } from '../common/local-date.scalar.js';
import { RATE_PRESET_NAMES } from '../common/rate-presets.js';
import { Trim } from '../common/transforms.js';
import { Amount, Flag, IsLocalDate, OptionalId, RequiredId, requiredMessage } from '../common/validators.js';

export const CHOOSE_RATE_NAME = 'Choose a rate name from the list.';
export const MAX_RATE_NIGHTS = 366;

@InputType({ description: 'Create and update of a rate type; the description is always the preset\'s.' })
export class RateTypeInput {
  @Field(() => ID)
  @RequiredId('hotel')
  hotelId: string;

  @Field(() => ID)
  @RequiredId('room type')
  roomTypeId: string;

  @Field({ description: 'One of ratePresets.' })
  @IsIn(RATE_PRESET_NAMES, { message: CHOOSE_RATE_NAME })
  @IsNotEmpty({ message: requiredMessage('Rate name is required.') })
  @IsDefined({ message: requiredMessage('Rate name is required.') })
  @Trim()
  name: string;

  @Field(() => Float)
  @Amount('Single rate', { required: true })
  singleRate: number;

  @Field(() => Float)
  @Amount('Double rate', { required: true })
  doubleRate: number;

  @Field(() => Float)
  @Amount('Group rate', { required: true })
  groupRate: number;

  @Field(() => Boolean, { nullable: true, defaultValue: true })
  @Flag('Active')
  active?: boolean | null = true;
}

/**
 * REST only: the spec's rate type body, which names no room type (POST /api/ratetypes creates the rate type
 * for every room type of the hotel). Same rules as RateTypeInput, room type left out.
 */
export class HotelRateTypeInput extends OmitType(RateTypeInput, ['roomTypeId'] as const) {}

@InputType({ isAbstract: true })
abstract class RateAmountsInput {
  @Field(() => ID)
  @RequiredId('room type')
  roomTypeId: string;

  @Field(() => ID, { nullable: true })
  @OptionalId('rate type')
  rateTypeId?: string | null;

  @Field(() => Float, { nullable: true })
  @Amount('STO single rate', { required: false })
  stoRateSingle?: number | null;

  @Field(() => Float, { nullable: true })
  @Amount('Rack single rate', { required: false })
  rackRateSingle?: number | null;

  @Field(() => Float)
  @Amount('STO double rate', { required: true })
  stoRateDouble: number;

  @Field(() => Float)
  @Amount('Rack double rate', { required: true })
  rackRateDouble: number;

  @Field(() => Float, { nullable: true })
  @Amount('STO group rate', { required: false })
  stoRateGroup?: number | null;

  @Field(() => Float, { nullable: true })
  @Amount('Rack group rate', { required: false })
  rackRateGroup?: number | null;
}

@InputType({ description: 'One rate per night from fromDate to toDate inclusive (at most 366 nights).' })
export class CreateRatesInput extends RateAmountsInput {
  @Field(() => ID)
  @RequiredId('hotel')
  hotelId: string;

  @Field(() => LocalDate)
  @IsLocalDate()
  @IsDefined({ message: requiredMessage('Date is required.') })
  fromDate: string;

  @Field(() => LocalDate, { nullable: true, description: 'Defaults to fromDate.' })
  @IsLocalDate()
  @IsOptional()
  toDate?: string | null;
}

@InputType()
export class UpdateRateInput extends RateAmountsInput {
  @Field(() => LocalDate)
  @IsLocalDate()
  @IsDefined({ message: requiredMessage('Date is required.') })
  date: string;
}
