// The accounts module's public face: what other modules may import (lint forbids reaching past it).
export { AccountLanguage } from './account-language';
export type { Account } from './account.entity';
export { AccountErrors } from './accounts.errors';
export type { AccountsService, AdminSignInGate, FactorKind, NextStep, SignedIn } from './accounts.service';
export { AuthPayload, SecondFactorKind } from './dto/auth-payload.type';
export { accountNames } from './account-reads';
