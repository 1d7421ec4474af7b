import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { UsersModule } from '../users/users.module.js';
import { AccessGuard } from './access.guard.js';
import { AuthController } from './auth.controller.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { JWT_AUDIENCE, JWT_ISSUER, JwtStrategy } from './jwt.strategy.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { RegistrationThrottle } from './registration-throttle.js';

@Module({
  imports: [
    UsersModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: {
          algorithm: 'HS256',
          expiresIn: config.jwtExpiresInSeconds,
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
        },
      }),
    }),
  ],
  providers: [AuthService, AuthResolver, JwtStrategy, LoginThrottleService, RegistrationThrottle, { provide: APP_GUARD, useClass: AccessGuard }],
  controllers: [AuthController],
  // Register an establishment (hotels) issues the same session as login.
  exports: [AuthService],
})
export class AuthModule {}
