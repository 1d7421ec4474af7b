import { Injectable, Module } from '@nestjs/common';
import { Args, Field, Float, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { asc, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { badInput } from '../common/errors.js';
import type { Database } from '../db/client.js';
import { exchangeRates } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { Currency } from '../packages/package.model.js';

/** How many rand one unit of a foreign currency costs: budgets compare USD packages in rand. */
@ObjectType()
export class ExchangeRate {
  @Field(() => Currency)
  currency: Currency;

  @Field(() => Float)
  randPerUnit: number;

  @Field()
  updatedAt: Date;
}

@Injectable()
export class ExchangeRatesService {
  constructor(@InjectDb() private readonly db: Database) {}

  list(): Promise<ExchangeRate[]> {
    return this.db
      .select({ currency: exchangeRates.currency, randPerUnit: exchangeRates.randPerUnit, updatedAt: exchangeRates.updatedAt })
      .from(exchangeRates)
      .orderBy(asc(exchangeRates.currency));
  }

  async set(currency: Currency, randPerUnit: number, userId: string): Promise<ExchangeRate> {
    if (currency === 'ZAR') throw badInput('The rand is the base currency: its rate is always 1.', { currency: 'Choose a foreign currency.' });
    // At least the column's precision (4 decimals): a smaller positive rate (1e-93) rounds to 0 in the
    // database and broke its "positive" check, an internal error instead of this refusal.
    if (!Number.isFinite(randPerUnit) || randPerUnit < 0.0001 || randPerUnit > 100_000) {
      const message = 'The rate must be a positive number of rand.';
      throw badInput(message, { randPerUnit: message });
    }
    const [row] = await this.db
      .insert(exchangeRates)
      .values({ currency, randPerUnit, updatedBy: userId })
      .onConflictDoUpdate({ target: exchangeRates.currency, set: { randPerUnit, updatedBy: userId, updatedAt: sql`now()` } })
      .returning();
    return { currency: row!.currency, randPerUnit: row!.randPerUnit, updatedAt: row!.updatedAt };
  }
}

@Resolver(() => ExchangeRate)
export class ExchangeRatesResolver {
  constructor(private readonly rates: ExchangeRatesService) {}

  @Public()
  @Query(() => [ExchangeRate])
  exchangeRates(): Promise<ExchangeRate[]> {
    return this.rates.list();
  }

  @Allow(Permission.SetExchangeRates)
  @Mutation(() => ExchangeRate, { description: 'Sets how many rand one unit of a currency costs.' })
  setExchangeRate(
    @Args('currency', { type: () => Currency }) currency: Currency,
    @Args('randPerUnit', { type: () => Float }) randPerUnit: number,
    @CurrentUser() user: AuthUser,
  ): Promise<ExchangeRate> {
    return this.rates.set(currency, randPerUnit, user.id);
  }
}

@Module({ providers: [ExchangeRatesService, ExchangeRatesResolver] })
export class ExchangeRatesModule {}
