import { Field, ObjectType } from 'type-graphql';
import { Account } from '../account.entity';

@ObjectType({ description: 'A signed-in session: the bearer token and the account it belongs to.' })
export class AuthPayload {
  @Field({ description: 'Send as "Authorization: Bearer <token>". HS256 JWT with sub and role claims; it expires.' })
  token!: string;

  @Field(() => Account, { description: 'The account that signed in or registered.' })
  account!: Account;
}
