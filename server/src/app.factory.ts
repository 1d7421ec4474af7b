import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule, type AppModuleOptions } from './app.module.js';

export const API_PREFIX = 'api';

/** Builds the whole application; shared by the server entry point, scripts and e2e tests. */
export async function createApp(options: AppModuleOptions & { logger?: boolean }): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: options.logger === false ? false : ['log', 'warn', 'error'],
    bufferLogs: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  app.disable('x-powered-by');
  app.enableShutdownHooks();
  const document = SwaggerModule.createDocument(
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
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document);
  return app;
}
