import { Field, ObjectType } from '@nestjs/graphql';

/**
 * The third-party widgets and the external booking site the public pages embed or link to
 * (AppConfig.embeds). Each one may be unset: the page then shows a fallback with a contact link.
 */
@ObjectType({ description: "Addresses of the third-party widgets and links (null when not configured), and whether the GraphQL IDE is offered." })
export class SiteConfig {
  @Field(() => String, { nullable: true, description: '/Cars: the car search widget (rand, Johannesburg airport, English).' })
  carsWidgetUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'The value-for-money page: the tours widget script.' })
  toursWidgetUrl!: string | null;

  @Field(() => String, { nullable: true, description: '/Contact: the embedded map.' })
  contactMapUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'Hotels and Flights menu items: the external booking site, opened in a new tab.' })
  externalBookingUrl!: string | null;

  @Field(() => Boolean, {
    description: 'Whether the web app offers its GraphQL IDE at /graphiql (GRAPHQL_IDE; off in production unless configured).',
  })
  graphqlIde!: boolean;
}
