import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../../validation/pagination';
import { edgeType, type Edge } from '../../../validation/connection';
import { ApplicationCounts } from '../application-counts.type';
import { Application } from '../application.entity';
import { FundraisingRequest } from '../fundraising-request.type';
import { PublicFundraisingRequest } from '../public-fundraising-request.type';

const ApplicationEdge = edgeType('Application', Application, 'application');

@ObjectType({ description: 'A page of applications, newest first.' })
export class ApplicationConnection {
  @Field(() => [Application], { description: 'The applications on this page.' })
  nodes!: Application[];

  @Field(() => [ApplicationEdge], { description: 'The applications on this page, each with its cursor (Relay edges).' })
  edges!: Edge<Application>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

const FundraisingRequestEdge = edgeType('FundraisingRequest', FundraisingRequest, 'approved request');

@ObjectType({ description: 'A page of approved requests, newest first.' })
export class FundraisingRequestConnection {
  @Field(() => [FundraisingRequest], { description: 'The requests on this page.' })
  nodes!: FundraisingRequest[];

  @Field(() => [FundraisingRequestEdge], { description: 'The requests on this page, each with its cursor (Relay edges).' })
  edges!: Edge<FundraisingRequest>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

const PublicFundraisingRequestEdge = edgeType('PublicFundraisingRequest', PublicFundraisingRequest, 'approved request');

@ObjectType({ description: 'A page of approved requests as integrators may show them, newest first.' })
export class PublicFundraisingRequestConnection {
  @Field(() => [PublicFundraisingRequest], { description: 'The requests on this page.' })
  nodes!: PublicFundraisingRequest[];

  @Field(() => [PublicFundraisingRequestEdge], { description: 'The requests on this page, each with its cursor (Relay edges).' })
  edges!: Edge<PublicFundraisingRequest>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

@ObjectType({ description: 'What reviewing changes: the application and the dashboard counts.' })
export class ReviewApplicationPayload {
  @Field(() => Application, { description: 'The application with its new status.' })
  application!: Application;

  @Field(() => ApplicationCounts, { description: 'The dashboard counts after the decision.' })
  counts!: ApplicationCounts;
}

@ObjectType({ description: "Totals over every approved request: the donor dashboard's summary cards." })
export class FundraisingSummary {
  static readonly ID = 'fundraising-summary';

  @Field(() => ID, { description: `Always "${FundraisingSummary.ID}".` })
  id: string = FundraisingSummary.ID;

  @Field(() => Int, { description: 'Approved requests.' })
  activeRequests!: number;

  @Field(() => Float, { description: 'Sum of requested amounts, in dollars.' })
  totalNeeded!: number;

  @Field(() => Float, { description: 'Sum of collected amounts, in dollars.' })
  totalRaised!: number;

  @Field(() => Int, { description: 'Approved requests still taking gifts (collected below the goal).' })
  openRequests!: number;

  @Field(() => Float, { description: 'What the approved requests still miss, in dollars: each goal less what it has collected.' })
  stillNeeded!: number;
}

@ObjectType({ description: 'Totals over every approved request, for integrators (API keys with APPLICATIONS_READ).' })
export class PublicFundraisingSummary {
  @Field(() => Int, { description: 'Approved requests.' })
  activeRequests!: number;

  @Field(() => Float, { description: 'Sum of requested amounts, in dollars.' })
  totalNeeded!: number;

  @Field(() => Float, { description: 'Sum of collected amounts, in dollars.' })
  totalRaised!: number;

  @Field(() => Int, { description: 'Approved requests still taking gifts (collected below the goal).' })
  openRequests!: number;

  @Field(() => Float, { description: 'What the approved requests still miss, in dollars: each goal less what it has collected.' })
  stillNeeded!: number;
}
