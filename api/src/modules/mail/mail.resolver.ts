import { Arg, Authorized, Int, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/role';
import { connection } from '../../validation/connection';
import { MailLogConnection } from './dto/mail-log.types';
import type { MailService } from './mail.service';

/** The mail log, for admins (in GraphiQL): what was sent to whom and how it fared, never the words. */
@Resolver()
export class MailResolver {
  constructor(private readonly mail: MailService) {}

  @Authorized(Role.ADMIN)
  @Query(() => MailLogConnection, { description: 'Every email, newest first: recipient, template, status, attempts, last error and when. Never the words.' })
  async mailLog(
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<MailLogConnection> {
    return connection(await this.mail.log(first, after), after);
  }
}
