import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { LocalDate } from '../common/local-date.scalar.js';
import { UnderRoomType } from './room-type.model.js';

@ObjectType({ description: 'One bookable room number of a room.' })
export class RoomUnit {
  @Field(() => ID)
  id: string;

  @Field()
  number: string;

  @Field(() => [LocalDate], { description: 'Nights the manager blocked (from today on), sorted.' })
  unavailableDates: string[];
}

/**
 * A group of room numbers of one room type, as the spec's rooms form creates them. `roomNumbers`,
 * `units` and `roomType` are resolved fields (batched per request).
 */
@ObjectType()
export class Room extends UnderRoomType {
  @Field()
  title: string;

  @Field(() => Int)
  maxPeople: number;

  @Field()
  active: boolean;

  @Field(() => [String], { description: 'Sorted naturally: 101, 102, 1001.' })
  roomNumbers?: string[];

  @Field(() => [RoomUnit])
  units?: RoomUnit[];
}
