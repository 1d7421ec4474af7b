import { UseInterceptors } from '@nestjs/common';
import { Args, ArgsType, Context, Field, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { LocalDate } from '../common/local-date.scalar.js';
import { IsLocalDate } from '../common/validators.js';
import { InventoryLoaderFactory } from './inventory.loaders.js';
import { CreateRatesInput, UpdateRateInput } from './rate.inputs.js';
import { Rate, RateType } from './rate.model.js';
import { EntityIdPipe, type EntityId } from '../common/entity-id.js';
import { RateIdPipe, RatesService } from './rates.service.js';
import { RequiredFieldsInterceptor } from './required-fields.interceptor.js';
import { RoomType } from './room-type.model.js';

@ArgsType()
export class RatesArgs {
  @Field(() => ID)
  @IsString()
  hotelId: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsString()
  roomTypeId?: string | null;

  @Field(() => LocalDate, { nullable: true })
  @IsOptional()
  @IsLocalDate()
  fromDate?: string | null;

  @Field(() => LocalDate, { nullable: true })
  @IsOptional()
  @IsLocalDate()
  toDate?: string | null;
}

@Resolver(() => Rate)
@UseInterceptors(RequiredFieldsInterceptor)
export class RatesResolver {
  constructor(
    private readonly service: RatesService,
    private readonly loaders: InventoryLoaderFactory,
  ) {}

  @Allow(Permission.ManageHotelInventory)
  @Query(() => [Rate], { description: "A hotel's dated rates, by date then room type name; at most 1000 (owner only)." })
  rates(@Args() args: RatesArgs, @CurrentUser() user: AuthUser): Promise<Rate[]> {
    return this.service.list(user, args);
  }

  @Allow(Permission.ManageHotelInventory)
  @Query(() => Rate, { nullable: true })
  async rate(@Args('id', { type: () => ID }, EntityIdPipe.orNull) id: EntityId | null, @CurrentUser() user: AuthUser): Promise<Rate | null> {
    return (id && (await this.service.findById(user, id))) ?? null;
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => [Rate], { description: 'One rate per night, all or nothing; CONFLICT when a night already has one.' })
  createRates(@Args('input') input: CreateRatesInput, @CurrentUser() user: AuthUser): Promise<Rate[]> {
    return this.service.createRange(user, input);
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => Rate)
  updateRate(
    @Args('id', { type: () => ID }, RateIdPipe) id: EntityId,
    @Args('input') input: UpdateRateInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Rate> {
    return this.service.update(user, id, input);
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => ID)
  async deleteRate(@Args('id', { type: () => ID }, RateIdPipe) id: EntityId, @CurrentUser() user: AuthUser): Promise<string> {
    await this.service.delete(user, id);
    return id;
  }

  @ResolveField(() => RoomType, { nullable: true })
  roomType(@Parent() rate: Rate, @Context('req') req: object): Promise<RoomType | null> {
    return this.loaders.for(req).roomType.load(rate.roomTypeId);
  }

  @ResolveField(() => RateType, { nullable: true })
  async rateType(@Parent() rate: Rate, @Context('req') req: object): Promise<RateType | null> {
    return rate.rateTypeId ? this.loaders.for(req).rateType.load(rate.rateTypeId) : null;
  }
}
