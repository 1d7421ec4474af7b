import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { HotelOffering } from './hotel-offering.model.js';

@ObjectType({ description: 'An activity a hotel offers (game drive, wine tasting ...).' })
export class Activity extends HotelOffering {
  @Field({ description: 'Free text, e.g. "2 hours".' })
  duration: string;

  @Field(() => Int)
  maxParticipants: number;

  @Field(() => Float, { nullable: true, description: 'Price in rand; null when free or on request.' })
  price: number | null;
}
