import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Something a hotel offers its guests (pool, Wi-Fi, spa ...).' })
export class Amenity {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  hotelId: string;

  @Field()
  name: string;

  @Field()
  description: string;
}
