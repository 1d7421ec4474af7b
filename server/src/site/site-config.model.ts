import { Field, ObjectType } from '@nestjs/graphql';
import { AgencyDetails } from './agency-details.model.js';

/**
 * The third-party widgets and the external booking site the public pages embed or link to
 * (AppConfig.embeds). Each one may be unset: the page then shows a fallback with a contact link. And the
 * agency's own details (AppConfig.agency), which every public page shows in its top bar and footer: one
 * query, already made by every page, so they cost no request of their own and are in the server's HTML.
 */
@ObjectType({ description: "The agency's public details, the addresses of the third-party widgets and links (null when not configured), and whether the GraphQL IDE is offered." })
export class SiteConfig {
  @Field(() => AgencyDetails, { description: "The agency's name, registration and VAT numbers, address, phone, e-mail and emergency number." })
  agency!: AgencyDetails;

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
