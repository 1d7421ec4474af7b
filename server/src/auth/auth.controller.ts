import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ClientAddress } from './client-address.js';
import { AuthPayload, RegisterPayload } from './auth.model.js';
import { ChangePasswordInput, LoginInput, RegisterInput } from './auth.inputs.js';
import { AuthService } from './auth.service.js';
import type { AuthUser } from './auth-user.js';
import { Allow, CurrentUser, Public } from './decorators.js';
import { Permission } from './permissions.js';
import { withRetryAfter } from './retry-after.js';

/** The spec's documented auth paths; same service and rules as the GraphQL mutations. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthPayload })
  @ApiBadRequestResponse({ description: 'A field is missing or malformed.' })
  @ApiUnauthorizedResponse({ description: 'Wrong username or password.' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed sign-in attempts; see the Retry-After header.' })
  login(
    @Body() body: LoginInput,
    @ClientAddress() clientAddress: string | null,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthPayload> {
    return withRetryAfter(response, this.auth.login(body, { clientAddress }));
  }

  @Public()
  @Post('register')
  @ApiCreatedResponse({ type: RegisterPayload })
  @ApiBadRequestResponse({ description: 'A field is missing, malformed or already taken.' })
  @ApiTooManyRequestsResponse({ description: 'Too many registrations from this address; see the Retry-After header.' })
  register(
    @Body() body: RegisterInput,
    @ClientAddress() clientAddress: string | null,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RegisterPayload> {
    return withRetryAfter(response, this.auth.register(body, { clientAddress }));
  }

  @Allow(Permission.ManageOwnAccount)
  @Post('logout')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'This token is signed out.' })
  @ApiUnauthorizedResponse({ description: 'No valid token.' })
  async logout(@CurrentUser() user: AuthUser): Promise<void> {
    await this.auth.signOut(user);
  }

  @Allow(Permission.ManageOwnAccount)
  @Post('change-password')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ type: AuthPayload, description: 'A fresh session; every other session is signed out.' })
  @ApiBadRequestResponse({ description: 'The current password is wrong or the new one breaks the password rules.' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts; see the Retry-After header.' })
  changePassword(
    @Body() body: ChangePasswordInput,
    @CurrentUser() user: AuthUser,
    @ClientAddress() clientAddress: string | null,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthPayload> {
    return withRetryAfter(response, this.auth.changePassword(user, body, { clientAddress }));
  }
}
