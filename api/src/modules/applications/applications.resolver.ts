import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/role';
import type { GraphQLContext } from '../../graphql/context';
import { Shared } from '../../graphql/shared';
import { ApplicationCounts } from './application-counts.type';
import { Application } from './application.entity';
import { ApplicationStatus, ReviewDecision } from './application.enums';
import {
  ApplicationConnection,
  FundraisingRequestConnection,
  FundraisingSummary,
  PublicFundraisingRequestConnection,
  PublicFundraisingSummary,
  ReviewApplicationPayload,
} from './dto/application-page.types';
import { SubmitApplicationInput } from './dto/submit-application.input';

@Resolver(() => Application)
export class ApplicationsResolver {
  @Authorized(Role.SEEKER)
  @Mutation(() => Application, {
    description: 'Submits the signed-in seeker\'s application with an ID document (JPG, PNG or PDF, at most 5 MB).',
  })
  async submitApplication(
    @Arg('input', () => SubmitApplicationInput, { description: 'The application form (SPEC §3): the seeker, the household, the journey and a reference.' }) input: SubmitApplicationInput,
    @Arg('idDocument', () => GraphQLUpload, { description: 'ID or passport: JPG, PNG or PDF, at most 5 MB (multipart upload).' }) idDocument: Promise<FileUpload>,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<Application> {
    return services.uploads.fromGraphQL(idDocument, (file) => services.applications.submit(viewer!, { ...input }, file));
  }

  @Authorized(Role.SEEKER)
  @Query(() => Application, { nullable: true, description: "The signed-in seeker's latest application, if any." })
  myApplication(@Ctx() { services, viewer }: GraphQLContext): Promise<Application | null> {
    return services.applications.latestOf(viewer!.id);
  }

  @Authorized(Role.ADMIN)
  @Query(() => ApplicationConnection, { description: 'Applications, newest first, optionally of one status.' })
  async applications(
    @Ctx() { services }: GraphQLContext,
    @Arg('status', () => ApplicationStatus, { nullable: true, description: 'Only applications of this status; all when absent.' }) status?: ApplicationStatus,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<ApplicationConnection> {
    const result = await services.applications.list(status ?? undefined, first, after);
    return { nodes: result.nodes, pageInfo: { endCursor: result.endCursor, hasNextPage: result.hasNextPage } };
  }

  @Authorized(Role.ADMIN)
  @Query(() => ApplicationCounts, { description: "Counts and trends for the admin dashboard's badges and stat cards." })
  applicationCounts(@Ctx() { services }: GraphQLContext): Promise<ApplicationCounts> {
    return services.applications.counts();
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => ReviewApplicationPayload, {
    description: 'Approves or rejects a pending application (CONFLICT otherwise); returns it and the new counts.',
  })
  reviewApplication(
    @Arg('id', () => ID, { description: 'The application id.' }) id: string,
    @Arg('decision', () => ReviewDecision, { description: 'APPROVE or REJECT.' }) decision: ReviewDecision,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ReviewApplicationPayload> {
    return services.applications.review(viewer!, id, decision);
  }

  @Authorized(Role.DONOR)
  @Shared()
  @Query(() => FundraisingRequestConnection, { description: 'Approved requests, newest first, with donor-safe fields only.' })
  async approvedApplications(
    @Ctx() { services }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<FundraisingRequestConnection> {
    const result = await services.applications.approved(first, after);
    return { nodes: result.nodes, pageInfo: { endCursor: result.endCursor, hasNextPage: result.hasNextPage } };
  }

  @Authorized(Role.DONOR)
  @Shared()
  @Query(() => FundraisingSummary, { description: "Totals over every approved request (the donor dashboard's summary cards)." })
  async fundraisingSummary(@Ctx() { services }: GraphQLContext): Promise<FundraisingSummary> {
    const summary = await services.applications.fundraisingSummary();
    return Object.assign(new FundraisingSummary(), {
      activeRequests: summary.activeRequests,
      totalNeeded: summary.totalNeededCents / 100,
      totalRaised: summary.totalRaisedCents / 100,
    });
  }

  @Authorized(Role.ADMIN, Role.DONOR)
  @Shared()
  @Query(() => PublicFundraisingRequestConnection, {
    description:
      'Approved requests, newest first, as integrators may show them to the public: first name, city, country, journey and amounts. API keys need APPLICATIONS_READ; admins and donors may read it too.',
  })
  async publicFundraisingRequests(
    @Ctx() { services }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<PublicFundraisingRequestConnection> {
    const result = await services.applications.publicPage(first, after);
    return { nodes: result.nodes, pageInfo: { endCursor: result.endCursor, hasNextPage: result.hasNextPage } };
  }

  @Authorized(Role.ADMIN, Role.DONOR)
  @Shared()
  @Query(() => PublicFundraisingSummary, {
    description: 'Totals over every approved request, for integrators. API keys need APPLICATIONS_READ; admins and donors may read it too.',
  })
  async publicFundraisingSummary(@Ctx() { services }: GraphQLContext): Promise<PublicFundraisingSummary> {
    const summary = await services.applications.fundraisingSummary();
    return { activeRequests: summary.activeRequests, totalNeeded: summary.totalNeededCents / 100, totalRaised: summary.totalRaisedCents / 100 };
  }
}
