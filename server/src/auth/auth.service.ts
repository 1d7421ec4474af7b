import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AppError, badInput, ErrorCode, Messages, unauthenticated, type FieldErrors } from '../common/errors.js';
import type { UserRow } from '../db/schema.js';
import { UsersService } from '../users/users.service.js';
import type { AuthPayload, RegisterPayload } from './auth.model.js';
import type { ChangePasswordInput, LoginInput, RegisterInput } from './auth.inputs.js';
import type { AccessTokenClaims, AuthUser } from './auth-user.js';
import { LoginThrottleService, type AttemptTicket } from './login-throttle.service.js';
import { RegistrationThrottle } from './registration-throttle.js';
import { checkPassword, hashPassword, verifyPassword, warmPasswordCheck } from './password.js';
import { passwordProblem } from './password-rules.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const REGISTERED_MESSAGE = 'Registration successful.';

export const AccountMessages = {
  WRONG_CURRENT_PASSWORD: 'Your current password is not correct.',
  SAME_PASSWORD: 'The new password must be different from your current one.',
} as const;

/** Where a sign-in attempt comes from, for the per-address throttle. */
export interface AttemptOrigin {
  readonly clientAddress: string | null;
}

@Injectable()
export class AuthService implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottleService,
    private readonly registrations: RegistrationThrottle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The dummy hash of unknown-user checks is made now, so the first unknown username is not the slow one. */
  async onModuleInit(): Promise<void> {
    await warmPasswordCheck();
  }

  /**
   * Unknown usernames and wrong passwords take one path: the throttle first (identical for both), then
   * exactly one argon2 verification (a real hash or the dummy one), then the same answer.
   */
  async login(input: LoginInput, origin: AttemptOrigin): Promise<AuthPayload> {
    const ticket = await this.throttle.begin({ username: input.username, clientAddress: origin.clientAddress });
    const row = await this.settle(ticket, async () => {
      // Past the username's ceiling, from an address that has not failed on it: slowed, never refused.
      if (ticket.slowDownMs > 0) await sleep(ticket.slowDownMs);
      const found = await this.users.findByUsername(input.username);
      return (await checkPassword(found?.passwordHash, input.password)) ? found : undefined;
    });
    if (!row) throw new AppError(ErrorCode.UNAUTHENTICATED, Messages.WRONG_CREDENTIALS);
    return this.issueToken(row);
  }

  /**
   * New accounts are always customers: roles are granted by an agency admin, never self-chosen. Whether a
   * username or e-mail is taken is answered (the form needs it), but only a few times per address.
   */
  async register(input: RegisterInput, origin: AttemptOrigin): Promise<RegisterPayload> {
    await this.registrations.count(origin.clientAddress);
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

  /** Counts a registration against the caller's address (registerEstablishment uses it too). */
  countRegistration(origin: AttemptOrigin): Promise<void> {
    return this.registrations.count(origin.clientAddress);
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

  /** Ends the token of this request only (this device); it stays refused until it would have expired. */
  async signOut(user: AuthUser): Promise<boolean> {
    if (!user.session) throw unauthenticated();
    await this.users.revokeToken(user.id, user.session.tokenId, user.session.expiresAt);
    return true;
  }

  /** Ends every token of the user issued so far, on every device. */
  async signOutEverywhere(user: AuthUser): Promise<boolean> {
    if (!(await this.users.endSessions(user.id, user))) throw unauthenticated();
    return true;
  }

  /**
   * Needs the current password (a wrong one counts as a failed sign-in, so this cannot be used to guess
   * it past the throttle); ends every other session and answers a fresh one for this device.
   */
  async changePassword(user: AuthUser, input: ChangePasswordInput, origin: AttemptOrigin): Promise<AuthPayload> {
    // Input rules first: a refused new password costs no attempt.
    const problem = passwordProblem(input.newPassword, user.username);
    if (problem) throw badInput(problem, { newPassword: problem });
    if (input.newPassword === input.currentPassword) {
      throw badInput(AccountMessages.SAME_PASSWORD, { newPassword: AccountMessages.SAME_PASSWORD });
    }

    const ticket = await this.throttle.begin({ username: user.username, clientAddress: origin.clientAddress });
    const row = await this.settle(ticket, async () => {
      const found = await this.users.findById(user.id);
      if (!found) return undefined;
      return (await verifyPassword(found.passwordHash, input.currentPassword)) ? found : undefined;
    });
    if (!row) throw badInput(AccountMessages.WRONG_CURRENT_PASSWORD, { currentPassword: AccountMessages.WRONG_CURRENT_PASSWORD });

    const updated = await this.users.changePassword(row, await hashPassword(input.newPassword), user);
    if (!updated) throw unauthenticated();
    return this.issueToken(updated);
  }

  /** A signed-in session for `row`, exactly as login answers it (also used by registerEstablishment). */
  async issueToken(row: UserRow): Promise<AuthPayload> {
    const claims: AccessTokenClaims = {
      sub: row.id,
      username: row.username,
      role: row.role,
      jti: randomUUID(),
      ver: row.tokenVersion,
    };
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

  /** Runs a password check under a throttle ticket: a user answer clears the failures, none records one. */
  private async settle(ticket: AttemptTicket, check: () => Promise<UserRow | undefined>): Promise<UserRow | undefined> {
    let row: UserRow | undefined;
    try {
      row = await check();
    } catch (error) {
      await this.throttle.abandoned(ticket);
      throw error;
    }
    await (row ? this.throttle.succeeded(ticket) : this.throttle.failed(ticket));
    return row;
  }
}
