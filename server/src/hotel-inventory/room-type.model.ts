import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { HotelOffering } from './hotel-offering.model.js';

@ObjectType({ description: 'A kind of room a hotel sells (Standard Double, Family Suite ...), priced per night.' })
export class RoomType extends HotelOffering {
  @Field(() => Int, { description: 'How many guests one room of this type sleeps.' })
  capacity: number;

  @Field(() => Float, { description: 'Nightly price in rand when no dated rate applies.' })
  baseRate: number;

  @Field(() => [String])
  amenities: string[];

  @Field(() => [String], { description: 'Photo URLs, at most 8; the first is the cover.' })
  photos: string[];
}

@ObjectType({ description: 'What deleting a room type deletes with it, for the confirmation to say so.' })
export class RoomTypeDeletionImpact {
  @Field(() => Int, { description: 'Rooms of this type.' })
  rooms: number;

  @Field(() => Int, { description: 'Room numbers (bookable units) of those rooms.' })
  roomNumbers: number;

  @Field(() => Int)
  rateTypes: number;

  @Field(() => Int, { description: 'Dated rates of this room type.' })
  rates: number;
}

/** What every row priced or sold under one room type has (rate types, rates, rooms): the fields come first in each type. */
@ObjectType({ isAbstract: true })
export abstract class UnderRoomType {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  hotelId: string;

  @Field(() => ID)
  roomTypeId: string;

  @Field(() => RoomType, { nullable: true })
  roomType?: RoomType | null;
}
