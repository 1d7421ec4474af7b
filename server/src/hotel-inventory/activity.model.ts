import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'An activity a hotel offers (game drive, wine tasting ...).' })
export class Activity {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  hotelId: string;

  @Field()
  name: string;

  @Field()
  description: string;

  @Field({ description: 'Free text, e.g. "2 hours".' })
  duration: string;

  @Field(() => Int)
  maxParticipants: number;

  @Field(() => Float, { nullable: true, description: 'Price in rand; null when free or on request.' })
  price: number | null;
}
