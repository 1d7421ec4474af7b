import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

export const MAX_ROOM_TYPE_PHOTOS = 8;

@ObjectType({ description: 'A kind of room a hotel sells (Standard Double, Family Suite ...), priced per night.' })
export class RoomType {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  hotelId: string;

  @Field()
  name: string;

  @Field()
  description: string;

  @Field(() => Int, { description: 'How many guests one room of this type sleeps.' })
  capacity: number;

  @Field(() => Float, { description: 'Nightly price in rand when no dated rate applies.' })
  baseRate: number;

  @Field(() => [String])
  amenities: string[];

  @Field(() => [String], { description: 'Photo URLs, at most 8; the first is the cover.' })
  photos: string[];
}
