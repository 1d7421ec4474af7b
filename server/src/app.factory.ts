import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { GraphQLModule, GraphQLSchemaHost } from '@nestjs/graphql';
import type { ApolloDriver } from '@nestjs/apollo';
import type { ApolloServer, BaseContext } from '@apollo/server';
import type { Express } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { inputBoundary } from './common/input-boundary.middleware.js';
import { ResponseCacheMiddleware } from './cache/response-cache.middleware.js';
import { ROOT_HEALTH_PATHS } from './health/health.controller.js';
import { applyHttpHardening } from './http/hardening.js';
import { installGracefulShutdown } from './lifecycle/shutdown.js';
import { ROOT_SEO_PATHS } from './seo/seo.controller.js';
import { ROOT_UPLOAD_ROUTES } from './uploads/stored-uploads.controller.js';
import { createAppLogger, type LogOutput } from './logging/logger.js';
import { requestLogging } from './logging/request-logger.js';
import { PageCache } from './web/page-cache.js';
import { WebAppModule } from './web/web-app.module.js';
import { describeInputClassesForOpenApi } from './http/openapi-from-inputs.js';
import { earlyGraphQLBody, raiseEarlyBodyError } from './http/early-json-body.js';
import { answerClientErrorsInJson } from './http/client-errors.js';
import { installFrontDoor } from './http/front-door.js';
import { ApolloDirectPath } from './fast-path/apollo-direct-path.js';
import { BookingFastPath } from './fast-path/booking-fast-path.js';
import { GraphQLFastPath } from './fast-path/graphql-fast-path.js';
import { FastAnswers } from './fast-path/json-answer.js';
import { registerFastPaths } from './fast-path/registry.js';
import { RestBookingFastPath } from './fast-path/rest-booking-fast-path.js';
import { RestFastPath } from './fast-path/rest-fast-path.js';
import { createValidationPipe } from './common/validation.js';
import { PackagesController } from './packages/packages.controller.js';
import { BookingsService } from './bookings/bookings.service.js';
import { ApiExceptionFilter } from './common/exception.filter.js';
import { packageFastReads } from './packages/packages.fast-reads.js';
import { parseRestQuery } from './http/rest-query-parser.js';

export const API_PREFIX = 'api';

/** Builds the whole application; shared by the server entry point, scripts and e2e tests. */
export async function createApp(options: AppModuleOptions & { logger?: LogOutput }): Promise<INestApplication> {
  const logger = createAppLogger(options.config, options.logger ?? true);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger,
    bufferLogs: false,
  });
  // Server-rendered pages already in the cache are answered first, before any other middleware: their
  // stored answer carries the security headers it was sent with (web/page-cache.ts).
  const web = app.get(WebAppModule);
  app.use(app.get(PageCache).serveHit((req) => web.originOf(req), logger ? logger.pino : undefined));
  // Ahead of Express (http/front-door.ts): GraphQL POST bodies are read, anonymous catalog reads already in
  // the response cache are answered with the headers they were first sent with (GraphQL keyed by the body's
  // bytes), and hot catalog queries run compiled (fast-path/). The rest goes on to Express.
  const responseCache = app.get(ResponseCacheMiddleware);
  const answers = new FastAnswers(options.config, responseCache, logger ? logger.pino : undefined);
  const graphqlFast = new GraphQLFastPath(options.config, () => schemaOf(app), answers);
  const restFast = new RestFastPath(options.config, packageFastReads(app.get(PackagesController), createValidationPipe()), answers);
  const bookingService = () => app.get(BookingsService);
  const errors = new ApiExceptionFilter();
  const bookingFast = new BookingFastPath(options.config, () => schemaOf(app), bookingService, answers, errors);
  const restBookingFast = new RestBookingFastPath(options.config, bookingService, answers, errors);
  const apolloDirect = new ApolloDirectPath(options.config, () => apolloOf(app), app.getHttpAdapter().getInstance() as Express, answers, responseCache);
  const server = app.getHttpServer() as Server;
  installFrontDoor(server, [earlyGraphQLBody, responseCache.front, graphqlFast.step, bookingFast.step, apolloDirect.step, restFast.step, restBookingFast.step]);
  registerFastPaths(server, { graphql: graphqlFast, booking: bookingFast, rest: restFast, restBooking: restBookingFast, apollo: apolloDirect });
  answerClientErrorsInJson(server);
  // An empty query parameter (date=, max=, date=undefined) means "not given", for every route at once.
  app.set('query parser', parseRestQuery);
  applyHttpHardening(app, options.config);
  // Before everything else that handles the request, so all its log lines carry its id.
  app.use(requestLogging(logger));
  app.setGlobalPrefix(API_PREFIX, { exclude: [...ROOT_HEALTH_PATHS, ...ROOT_SEO_PATHS, ...ROOT_UPLOAD_ROUTES] });
  // Order matters. Compression first, so it wraps every answer (JSON, the web build, cache hits) and
  // picks brotli or gzip from Accept-Encoding; the cache below sees the uncompressed body it stores.
  app.use(compression());
  // Nest's own JSON and form parsers (same options), mounted now rather than at init so the response
  // cache can read GraphQL bodies before Nest's routing; Nest skips parsers already mounted.
  // A GraphQL body the early reader refused is refused here, where the JSON parser stands for every route.
  app.use(raiseEarlyBodyError);
  app.useBodyParser('json');
  app.useBodyParser('urlencoded', { extended: true });
  // Right after parsing, before the response cache (which serialises GraphQL variables into its key) or
  // anything else reads them: NUL, ill-formed Unicode and hostile nesting are refused here.
  app.use(inputBoundary);
  app.use(responseCache.handle);
  installGracefulShutdown(app, options.config);
  // Built on the first visit of /api/docs rather than at every start: scanning every route for the
  // OpenAPI document is start-up time nobody waits for otherwise.
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => {
    describeInputClassesForOpenApi();
    return SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Travel agency REST compatibility API')
        .setDescription(
          'The documented paths of the original site, kept under /api. The full API is GraphQL at /graphql.',
        )
        .setVersion('1.0')
        .addBearerAuth()
        .build(),
    );
  });
  return app;
}

/** The Apollo server Nest's driver started (undefined before the application has initialised). */
function apolloOf(app: INestApplication): ApolloServer<BaseContext> | undefined {
  try {
    return (app.get(GraphQLModule, { strict: false }).graphQlAdapter as ApolloDriver).instance;
  } catch {
    return undefined;
  }
}

/** The executable schema once the application has initialised (undefined before). */
function schemaOf(app: INestApplication): GraphQLSchema | undefined {
  try {
    return app.get(GraphQLSchemaHost).schema;
  } catch {
    return undefined;
  }
}
