import { Field, ID, InputType } from '@nestjs/graphql';
import { OptionalText, RequiredId, RequiredText } from '../common/validators.js';

@InputType()
export class UpdateAmenityInput {
  @Field()
  @RequiredText('Name', 120)
  name: string;

  @Field(() => String, { nullable: true, defaultValue: '' })
  @OptionalText('Description', 2000)
  description?: string | null = '';
}

@InputType()
export class CreateAmenityInput extends UpdateAmenityInput {
  @Field(() => ID)
  @RequiredId('hotel')
  hotelId: string;
}
