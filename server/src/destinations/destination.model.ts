import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

@ObjectType({ description: 'A place the agency sells trips to (the home page destination select).' })
export class Destination {
  @Field(() => ID)
  @ApiProperty()
  id: string;

  @Field()
  @ApiProperty({ example: 'Zanzibar' })
  name: string;

  @Field()
  @ApiProperty({ example: 'Tanzania' })
  country: string;

  @Field(() => Int, { description: 'Packages that a search for this destination finds.' })
  @ApiProperty()
  packageCount: number;
}
