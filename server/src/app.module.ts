import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ServeStaticModule } from '@nestjs/serve-static';
// Before GraphQLModule builds the schema: it builds it once, not three times (see the file).
import './common/auto-schema-in-one-pass.js';
import { AuthModule } from './auth/auth.module.js';
import { AuditModule } from './audit/audit.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { EnquiriesModule } from './enquiries/enquiries.module.js';
import { InboxModule } from './inbox/inbox.module.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { QuotesModule } from './quotes/quotes.module.js';
import { RemindersModule } from './reminders/reminders.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { MailModule } from './mail/mail.module.js';
import { PoliciesModule } from './policies/policies.module.js';
import { SiteModule } from './site/site.module.js';
import { SeoModule } from './seo/seo.module.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { ResponseCacheModule } from './cache/response-cache.module.js';
import { RedisModule } from './redis/redis.module.js';
import { WriteLimitsModule } from './write-limits/write-limits.module.js';
import { ApiExceptionFilter } from './common/exception.filter.js';
import { formatGraphQLError } from './common/graphql-errors.js';
import { createValidationPipe } from './common/validation.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import type { DatabaseHandle } from './db/client.js';
import { DestinationsModule } from './destinations/destinations.module.js';
import { graphqlLimits } from './graphql-limits/graphql-limits.js';
import { noStorePlugins } from './fast-path/no-store-plugins.js';
import { graphQLContext } from './graphql-context.js';
import { ExchangeRatesModule } from './exchange-rates/exchange-rates.js';
import { HealthController } from './health/health.controller.js';
import { HotelInventoryModule } from './hotel-inventory/hotel-inventory.module.js';
import { HotelsModule } from './hotels/hotels.module.js';
import { PackagesModule } from './packages/packages.module.js';
import { StaysModule } from './stays/stays.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { WebAppModule } from './web/web-app.module.js';

export interface AppModuleOptions {
  config: AppConfig;
  /** Where to write the emitted SDL; undefined keeps the schema in memory. */
  schemaFile?: string;
  /** Further modules to mount (tests use it to prove the guard on a throw-away route). */
  extraImports?: Type[];
  /** A database opened by the caller (tests); by default the module opens the configured one. */
  database?: DatabaseHandle;
  /** The configured database, already being opened (main.ts): see DatabaseModule.forRoot. */
  openingDatabase?: Promise<DatabaseHandle>;
}

@Module({})
export class AppModule {
  static forRoot({ config, schemaFile, extraImports = [], database, openingDatabase }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(database, openingDatabase),
        // Issue 9: state shared by every process (response cache, rate limits) when REDIS_URL is set.
        RedisModule,
        // Issue 39: per-address and per-recipient limits on the anonymous writes that mail or hold rooms.
        WriteLimitsModule,
        ResponseCacheModule,
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          path: '/graphql',
          autoSchemaFile: schemaFile ?? true,
          sortSchema: true,
          // Nest checks a freshly built schema by running the full introspection query on it: ~80 ms of every
          // production start for a schema the tests and development starts (which keep the check) already
          // built from the same code. graphql-js still validates it before the first operation runs.
          buildSchemaOptions: { skipCheck: config.env === 'production' },
          // The IDE is the web app's bundled /graphiql page: Nest's default loads from a CDN.
          graphiql: false,
          playground: false,
          // Off in production unless GRAPHQL_INTROSPECTION=on: the schema is a map for whoever probes the API.
          introspection: config.security.graphql.introspection,
          // A GET, or a POST with a form-like content type and no `apollo-require-preflight` header, is
          // refused: those are what a page on another site can make a browser send with its cookies.
          csrfPrevention: true,
          ...withPlugins(graphqlLimits(config.security.graphql, config.env === 'production'), noStorePlugins()),
          context: graphQLContext,
          formatError: (formatted, error) => formatGraphQLError(formatted, error, config.env === 'production'),
        }),
        // Issue 15: the web app's files and its pages, rendered on the server (after every API route).
        WebAppModule.forRoot(config),
        ...localUploads(config),
        AuthModule,
        DestinationsModule,
        PackagesModule,
        BookingsModule,
        HotelsModule,
        HotelInventoryModule,
        StaysModule,
        ExchangeRatesModule,
        UploadsModule.forRoot(config),
        // Issue 5: enquiries, mail, the staff inbox, the audit trail, real figures, policies, embeds.
        MailModule,
        AuditModule,
        EnquiriesModule,
        InboxModule,
        QuotesModule,
        InvoicesModule,
        DocumentsModule,
        // Issue 20: deposit and balance reminders (and, with TEST_CLOCK_CONTROL=1 only, the test clock).
        RemindersModule.forRoot(config),
        ReportsModule,
        DashboardModule,
        PoliciesModule,
        SiteModule,
        // Issue 8: /robots.txt and /sitemap.xml for search engines.
        SeoModule,
        ...extraImports,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}

/**
 * Uploaded photos kept in the local folder (the default): random names never reused, so cache for good; a
 * missing one is a 404. With S3_BUCKET set, StoredUploadsController answers /uploads instead.
 */
function localUploads(config: AppConfig): DynamicModule[] {
  if (config.s3) return [];
  return [
    ServeStaticModule.forRoot({
      rootPath: config.uploadsDir,
      serveRoot: '/uploads',
      serveStaticOptions: {
        immutable: true,
        maxAge: '365d',
        index: false,
        fallthrough: false,
        setHeaders: (res: { setHeader(name: string, value: string): void }) => res.setHeader('X-Content-Type-Options', 'nosniff'),
      },
    }),
  ];
}

/** The GraphQL limits' options with further Apollo plugins after the limits' own. */
function withPlugins<T extends { plugins: readonly unknown[] }>(options: T, plugins: readonly unknown[]): T {
  return { ...options, plugins: [...options.plugins, ...plugins] };
}
