import { Inject } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../auth/decorators.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { SiteConfig } from './site-config.model.js';

@Resolver(() => SiteConfig)
export class SiteResolver {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  // Public: every visitor's page needs these to render the widgets (they are public addresses anyway).
  @Public()
  @Query(() => SiteConfig, { description: "The agency's public details, third-party embeds and the external booking site, from the server configuration." })
  siteConfig(): SiteConfig {
    const { carsWidgetUrl, toursWidgetUrl, contactMapUrl, externalBookingUrl } = this.config.embeds;
    const { name, registrationNumber, vatNumber, addressLines, phone, email, emergencyPhone } = this.config.agency;
    return {
      // Named one by one: the bank account in the same block is for invoices, not for every visitor.
      agency: { name, registrationNumber, vatNumber, addressLines: [...addressLines], phone, email, emergencyPhone },
      carsWidgetUrl: carsWidgetUrl ?? null,
      toursWidgetUrl: toursWidgetUrl ?? null,
      contactMapUrl: contactMapUrl ?? null,
      externalBookingUrl: externalBookingUrl ?? null,
      // The page is the web app's; the server only says whether to show it. Without introspection the IDE
      // could not read the schema anyway, so GRAPHQL_IDE=on usually goes with GRAPHQL_INTROSPECTION=on.
      graphqlIde: this.config.security.graphql.ide,
    };
  }
}
