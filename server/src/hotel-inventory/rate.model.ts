import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { LocalDate } from '../common/local-date.scalar.js';
import { UnderRoomType } from './room-type.model.js';

@ObjectType({ description: 'A rate name the manager picks from, with its fixed description.' })
export class RatePreset {
  @Field()
  name: string;

  @Field()
  description: string;
}

@ObjectType({ description: "A room type's named rate (Rack Rate, STO Rate ...) with single, double and group amounts in rand." })
export class RateType extends UnderRoomType {
  @Field({ description: 'One of the rate presets.' })
  name: string;

  @Field({ description: "The preset's description." })
  description: string;

  @Field(() => Float)
  singleRate: number;

  @Field(() => Float)
  doubleRate: number;

  @Field(() => Float)
  groupRate: number;

  @Field()
  active: boolean;
}

@ObjectType({ description: 'The rates of one room type on one night, in rand; optionally under a rate type.' })
export class Rate extends UnderRoomType {
  @Field(() => ID, { nullable: true })
  rateTypeId: string | null;

  @Field(() => RateType, { nullable: true })
  rateType?: RateType | null;

  @Field(() => LocalDate)
  date: string;

  @Field(() => Float, { nullable: true })
  stoRateSingle: number | null;

  @Field(() => Float, { nullable: true })
  rackRateSingle: number | null;

  @Field(() => Float)
  stoRateDouble: number;

  @Field(() => Float)
  rackRateDouble: number;

  @Field(() => Float, { nullable: true })
  stoRateGroup: number | null;

  @Field(() => Float, { nullable: true })
  rackRateGroup: number | null;
}
