import { Field, InputType } from 'type-graphql';
import { AccountLanguage } from '../account-language';

@InputType({ description: 'A new account. The terms checkbox is a screen matter and is not sent.' })
export class RegisterInput {
  @Field({ description: 'Full name, at most 120 characters.' })
  fullname!: string;

  @Field({ description: 'Email address; unique per role, compared without regard to case.' })
  email!: string;

  @Field({ description: 'At least 6 characters for seekers and donors, 10 for admins.' })
  password!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Admins only: needed once an admin exists, unless an admin is signed in (ADMIN_INVITE_CODE).',
  })
  inviteCode?: string | null;

  @Field(() => AccountLanguage, { nullable: true, description: "The language the person's email is written in; English when left out." })
  language?: AccountLanguage | null;
}
