import { Field, ObjectType, Query, Resolver } from 'type-graphql';
import { Public } from '../auth/public';
import { errorDefinitions } from '../errors/app-error';
import { ErrorReason } from '../errors/error-catalog';

@ObjectType({ description: 'One reason the API may refuse a request, as integrators can handle it.' })
export class ErrorReasonDescription {
  @Field(() => ErrorReason, { description: 'The stable machine code (`extensions.reason`, REST `reason`).' })
  reason!: string;

  @Field({ description: 'The category (`extensions.code`): BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, GONE, PAYLOAD_TOO_LARGE, TOO_MANY_REQUESTS, PAYMENT_ERROR or SERVICE_UNAVAILABLE.' })
  code!: string;

  @Field({ description: 'The area that refuses it, e.g. accounts, donations, validation.' })
  domain!: string;

  @Field({ description: 'The English sentence, with {placeholders} filled from `extensions.values`.' })
  message!: string;
}

@Resolver()
export class ErrorReasonsResolver {
  @Public()
  @Query(() => [ErrorReasonDescription], { description: 'Every reason the API may refuse a request with: its code, category and English sentence.' })
  errorReasons(): ErrorReasonDescription[] {
    return errorDefinitions().map(({ reason, code, domain, message }) => Object.assign(new ErrorReasonDescription(), { reason, code, domain, message }));
  }
}
