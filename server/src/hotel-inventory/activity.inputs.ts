import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { Amount, OptionalText, RequiredId, RequiredText, WholeNumber } from '../common/validators.js';

@InputType()
export class UpdateActivityInput {
  @Field()
  @RequiredText('Name', 120)
  name: string;

  @Field(() => String, { nullable: true, defaultValue: '' })
  @OptionalText('Description', 5000)
  description?: string | null = '';

  @Field({ description: 'Free text, e.g. "2 hours".' })
  @RequiredText('Duration', 100)
  duration: string;

  @Field(() => Int)
  @WholeNumber('Max participants', 1, 1000)
  maxParticipants: number;

  @Field(() => Float, { nullable: true, description: 'Rand; null when free or on request.' })
  @Amount('Price', { required: false })
  price?: number | null;
}

@InputType()
export class CreateActivityInput extends UpdateActivityInput {
  @Field(() => ID)
  @RequiredId('hotel')
  hotelId: string;
}
