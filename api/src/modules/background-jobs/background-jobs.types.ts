import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { QUEUES } from '../../jobs/queues';

/** The background workers, as admins see their queues (jobs/queues.ts holds their names in the job queue). */
export enum BackgroundJobQueue {
  MAIL = 'MAIL',
  WEBHOOKS = 'WEBHOOKS',
  PASSWORD_RESET = 'PASSWORD_RESET',
  PAYMENT_SWEEP = 'PAYMENT_SWEEP',
  REFUND_EXECUTOR = 'REFUND_EXECUTOR',
  FUNDED_REQUEST_CLOSER = 'FUNDED_REQUEST_CLOSER',
  RETENTION = 'RETENTION',
  CANCELLATION_SWEEP = 'CANCELLATION_SWEEP',
}

// Every queue of jobs/queues.ts has its enum value, and no other: the compiler holds the two together.
const _sameKeys: Record<keyof typeof QUEUES, BackgroundJobQueue> & Record<BackgroundJobQueue, unknown> = {
  MAIL: BackgroundJobQueue.MAIL,
  WEBHOOKS: BackgroundJobQueue.WEBHOOKS,
  PASSWORD_RESET: BackgroundJobQueue.PASSWORD_RESET,
  PAYMENT_SWEEP: BackgroundJobQueue.PAYMENT_SWEEP,
  REFUND_EXECUTOR: BackgroundJobQueue.REFUND_EXECUTOR,
  FUNDED_REQUEST_CLOSER: BackgroundJobQueue.FUNDED_REQUEST_CLOSER,
  RETENTION: BackgroundJobQueue.RETENTION,
  CANCELLATION_SWEEP: BackgroundJobQueue.CANCELLATION_SWEEP,
};
void _sameKeys;

registerEnumType(BackgroundJobQueue, {
  name: 'BackgroundJobQueue',
  description: 'A background worker of the API: each runs as jobs of its own queue on the job queue (pg-boss).',
  valuesConfig: {
    MAIL: { description: 'Sends the mail outbox.' },
    WEBHOOKS: { description: 'Sends the webhook outbox, and prunes old events.' },
    PASSWORD_RESET: { description: 'Mails the links of the password-reset requests.' },
    PAYMENT_SWEEP: { description: 'Asks the payment provider about checkouts whose outcome never came, and closes those past their time.' },
    REFUND_EXECUTOR: { description: 'Carries out the refunds decided, at the payment provider.' },
    FUNDED_REQUEST_CLOSER: { description: 'Cancels the monthly gifts and closes the open checkouts of journeys that reached their goal.' },
    RETENTION: { description: 'Deletes the ID documents, story media and files kept past their time.' },
    CANCELLATION_SWEEP: { description: "Applies the admins' default to cancelled journeys' choices left unanswered past their 30 days." },
  },
});

@ObjectType('FailedJob', {
  description: "A background run that failed on every attempt (retried with backoff, then kept for admins): the queues' dead letters. The rows it worked on (a mail, a delivery, a refund) keep their own state.",
})
export class FailedJob {
  @Field(() => ID, { description: "The job's id in the job queue." })
  id!: string;

  @Field(() => BackgroundJobQueue, { description: 'The worker it ran for.' })
  queue!: BackgroundJobQueue;

  @Field(() => Int, { description: 'How many times it ran (the first run and its retries).' })
  attempts!: number;

  @Field(() => String, { nullable: true, description: "The last run's error message, without personal data (email addresses, long numbers and quoted values are taken out). English, as the software wrote it." })
  error!: string | null;

  @Field({ description: 'When the job was queued.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When its last attempt failed.' })
  failedAt!: Date | null;
}
