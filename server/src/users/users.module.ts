import { Module } from '@nestjs/common';
import { UserAccountsResolver } from './user-accounts.resolver.js';
import { UserAccountsService } from './user-accounts.service.js';
import { UsersService } from './users.service.js';

@Module({ providers: [UsersService, UserAccountsService, UserAccountsResolver], exports: [UsersService] })
export class UsersModule {}
