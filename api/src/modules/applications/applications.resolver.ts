import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, ID, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allowed } from '../../operations/operation';
import { APPLICATION_OPERATIONS } from './applications.operations';
import type { Caller } from '../../auth/caller';
import { connection, requestedNodeFields } from '../../validation/connection';
import { Shared } from '../../shared-lists/shared';
import { ApplicationCounts } from './application-counts.type';
import { Application } from './application.entity';
import { ApplicationStatus, RejectionReason, ReviewDecision } from './application.enums';
import {
  ApplicationConnection,
  FundraisingRequestConnection,
  FundraisingSummary,
  PublicFundraisingRequestConnection,
  PublicFundraisingSummary,
  ReviewApplicationPayload,
} from './dto/application-page.types';
import { SubmitApplicationInput } from './dto/submit-application.input';
import type { ApplicationsService } from './applications.service';
import type { UploadIntake } from '../../uploads/upload-intake';

@Resolver(() => Application)
export class ApplicationsResolver {
  constructor(
    private readonly applicationsService: ApplicationsService,
    private readonly uploads: UploadIntake,
  ) {}

  @Allowed(APPLICATION_OPERATIONS.submitApplication)
  @Mutation(() => Application, {
    description:
      "Submits the signed-in seeker's application with an ID document (JPG, PNG or PDF, at most 5 MB): either the file itself (multipart upload), or the id of the seeker's finished resumable upload (tus, POST /uploads with kind id-document).",
  })
  async submitApplication(
    @Arg('input', () => SubmitApplicationInput, { description: 'The application form (SPEC §3): the seeker, the household, the journey and a reference.' }) input: SubmitApplicationInput,
    @Ctx() { viewer }: Caller,
    @Arg('idDocument', () => GraphQLUpload, { nullable: true, description: 'ID or passport: JPG, PNG or PDF, at most 5 MB (multipart upload). Leave out when sending idDocumentUploadId.' })
    idDocument?: Promise<FileUpload> | null,
    @Arg('idDocumentUploadId', () => ID, { nullable: true, description: 'Instead of idDocument: the id of a finished resumable upload (kind id-document) of the signed-in seeker.' })
    idDocumentUploadId?: string | null,
  ): Promise<Application> {
    if (!idDocument) return this.applicationsService.submit(viewer!, { ...input }, undefined, idDocumentUploadId);
    return this.uploads.fromGraphQL(idDocument, (file) => this.applicationsService.submit(viewer!, { ...input }, file, idDocumentUploadId));
  }

  @Allowed(APPLICATION_OPERATIONS.myApplication)
  @Query(() => Application, { nullable: true, description: "The signed-in seeker's latest application, if any." })
  myApplication(@Ctx() { viewer }: Caller): Promise<Application | null> {
    return this.applicationsService.latestOf(viewer!.id);
  }

  @Allowed(APPLICATION_OPERATIONS.applications)
  @Query(() => ApplicationConnection, { description: 'Applications, newest first, optionally of one status.' })
  async applications(
    @Arg('status', () => ApplicationStatus, { nullable: true, description: 'Only applications of this status; all when absent.' }) status?: ApplicationStatus,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
    @Info() info?: GraphQLResolveInfo,
  ): Promise<ApplicationConnection> {
    // Only the columns of the fields asked for: the review card reads 19 of 28.
    return connection(await this.applicationsService.list(status ?? undefined, first, after, undefined, info && requestedNodeFields(info)), after);
  }

  @Allowed(APPLICATION_OPERATIONS.applicationCounts)
  @Query(() => ApplicationCounts, { description: "Counts and trends for the admin dashboard's badges and stat cards." })
  applicationCounts(): Promise<ApplicationCounts> {
    return this.applicationsService.counts();
  }

  @Allowed(APPLICATION_OPERATIONS.reviewApplication)
  @Mutation(() => ReviewApplicationPayload, {
    description: 'Approves or rejects a pending application (CONFLICT otherwise); returns it and the new counts.',
  })
  reviewApplication(
    @Arg('id', () => ID, { description: 'The application id.' }) id: string,
    @Arg('decision', () => ReviewDecision, { description: 'APPROVE or REJECT.' }) decision: ReviewDecision,
    @Ctx() { viewer }: Caller,
    @Arg('reason', () => RejectionReason, { nullable: true, description: 'With REJECT only: why, as the seeker will read it in their language.' }) reason?: RejectionReason | null,
    @Arg('note', () => String, { nullable: true, description: 'With REJECT only: a note to the seeker, shown as written (at most 500 characters).' }) note?: string | null,
  ): Promise<ReviewApplicationPayload> {
    return this.applicationsService.review(viewer!, id, decision, { reason, note });
  }

  @Allowed(APPLICATION_OPERATIONS.approvedApplications)
  @Shared()
  @Query(() => FundraisingRequestConnection, { description: 'Approved requests, newest first, with donor-safe fields only.' })
  async approvedApplications(
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
    @Info() info?: GraphQLResolveInfo,
    @Arg('zakatEligible', () => Boolean, { nullable: true, description: 'Issue 31: true for the zakat-eligible journeys only, false for the others; all when absent.' }) zakatEligible?: boolean | null,
  ): Promise<FundraisingRequestConnection> {
    const withHeld = !info || requestedNodeFields(info).has('heldAmount');
    return connection(await this.applicationsService.approved(first, after, { withHeld, zakatEligible }), after);
  }

  @Allowed(APPLICATION_OPERATIONS.fundraisingSummary)
  @Shared()
  @Query(() => FundraisingSummary, { description: "Totals over every approved request (the donor dashboard's summary cards)." })
  async fundraisingSummary(): Promise<FundraisingSummary> {
    const summary = await this.applicationsService.fundraisingSummary();
    return Object.assign(new FundraisingSummary(), {
      activeRequests: summary.activeRequests,
      totalNeeded: summary.totalNeededCents / 100,
      totalRaised: summary.totalRaisedCents / 100,
      openRequests: summary.openRequests,
      stillNeeded: summary.stillNeededCents / 100,
    });
  }

  @Allowed(APPLICATION_OPERATIONS.publicFundraisingRequests)
  @Shared()
  @Query(() => PublicFundraisingRequestConnection, {
    description:
      'Approved requests, newest first, as integrators may show them to the public: first name, city, country, journey and amounts. API keys need APPLICATIONS_READ; admins and donors may read it too.',
  })
  async publicFundraisingRequests(
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
    @Info() info?: GraphQLResolveInfo,
  ): Promise<PublicFundraisingRequestConnection> {
    const withHeld = !info || requestedNodeFields(info).has('heldAmount');
    return connection(await this.applicationsService.publicPage(first, after, { withHeld }), after);
  }

  @Allowed(APPLICATION_OPERATIONS.publicFundraisingSummary)
  @Shared()
  @Query(() => PublicFundraisingSummary, {
    description: 'Totals over every approved request, for integrators. API keys need APPLICATIONS_READ; admins and donors may read it too.',
  })
  async publicFundraisingSummary(): Promise<PublicFundraisingSummary> {
    const summary = await this.applicationsService.fundraisingSummary();
    return {
      activeRequests: summary.activeRequests,
      totalNeeded: summary.totalNeededCents / 100,
      totalRaised: summary.totalRaisedCents / 100,
      openRequests: summary.openRequests,
      stillNeeded: summary.stillNeededCents / 100,
    };
  }
}
