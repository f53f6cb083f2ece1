import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Email and password of an existing account of the chosen role.' })
export class LoginInput {
  @Field({ description: 'Email address, in any case.' })
  email!: string;

  @Field({ description: 'The account password.' })
  password!: string;
}
