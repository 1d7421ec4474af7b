import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiCreatedResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AuthPayload, RegisterPayload } from './auth.model.js';
import { LoginInput, RegisterInput } from './auth.inputs.js';
import { AuthService } from './auth.service.js';
import { Public } from './decorators.js';

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
  login(@Body() body: LoginInput): Promise<AuthPayload> {
    return this.auth.login(body);
  }

  @Public()
  @Post('register')
  @ApiCreatedResponse({ type: RegisterPayload })
  @ApiBadRequestResponse({ description: 'A field is missing, malformed or already taken.' })
  register(@Body() body: RegisterInput): Promise<RegisterPayload> {
    return this.auth.register(body);
  }
}
