import { Field, ID, ObjectType } from '@nestjs/graphql';

/** What every named thing a hotel lists has (its amenities, activities and room types): the fields come first in each type. */
@ObjectType({ isAbstract: true })
export abstract class HotelOffering {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  hotelId: string;

  @Field()
  name: string;

  @Field()
  description: string;
}
