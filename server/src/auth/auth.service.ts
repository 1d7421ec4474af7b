import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AppError, badInput, ErrorCode, Messages, type FieldErrors } from '../common/errors.js';
import type { UserRow } from '../db/schema.js';
import { UsersService } from '../users/users.service.js';
import type { AuthPayload, RegisterPayload } from './auth.model.js';
import type { LoginInput, RegisterInput } from './auth.inputs.js';
import type { AccessTokenClaims } from './auth-user.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';

export const REGISTERED_MESSAGE = 'Registration successful.';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login(input: LoginInput): Promise<AuthPayload> {
    const row = await this.users.findByUsername(input.username);
    if (!row) {
      await burnPasswordCheck(input.password);
      throw new AppError(ErrorCode.UNAUTHENTICATED, Messages.WRONG_CREDENTIALS);
    }
    if (!(await verifyPassword(row.passwordHash, input.password))) {
      throw new AppError(ErrorCode.UNAUTHENTICATED, Messages.WRONG_CREDENTIALS);
    }
    return this.issueToken(row);
  }

  /** New accounts are always customers: roles are granted by an agency admin, never self-chosen. */
  async register(input: RegisterInput): Promise<RegisterPayload> {
    await this.refuseTaken(input.username, input.email);
    const created = await this.users.insert({
      username: input.username,
      email: input.email,
      phone: input.phone,
      country: input.country,
      city: input.city,
      passwordHash: await hashPassword(input.password),
      role: 'CUSTOMER',
    });
    if (!created) {
      // Someone took the name or e-mail between our check and the insert.
      await this.refuseTaken(input.username, input.email);
      throw badInput('That username or email is already registered.');
    }
    return { message: REGISTERED_MESSAGE, user: await this.users.toUser(created) };
  }

  /** Throws the register messages when the username or e-mail is taken (also used by registerEstablishment). */
  async refuseTaken(username: string, email: string): Promise<void> {
    const taken = await this.users.usernameOrEmailTaken(username, email);
    const fields: FieldErrors = {};
    if (taken.username) fields.username = 'That username is already taken.';
    if (taken.email) fields.email = 'An account with that email already exists.';
    const messages = Object.values(fields);
    if (messages.length) throw badInput(messages.length > 1 ? messages.join(' ') : messages[0]!, fields);
  }

  /** A signed-in session for `row`, exactly as login answers it (also used by registerEstablishment). */
  async issueToken(row: UserRow): Promise<AuthPayload> {
    const claims: AccessTokenClaims = { sub: row.id, username: row.username, role: row.role };
    const token = await this.jwt.signAsync(claims);
    const details = await this.users.toUser(row);
    return {
      token,
      expiresAt: new Date(Date.now() + this.config.jwtExpiresInSeconds * 1000),
      isAdmin: details.isAdmin,
      isCoolUser: details.isCoolUser,
      details,
    };
  }
}
