/**
 * The admins' example queries, one GraphiQL tab each (issue 10): who am I, the books' check, the
 * day's decisions and one application's donations. Only the first of today's hours in UTC is
 * filled in when the page opens; the rest are for the admin to edit.
 */
export function exampleTabs(now: Date = new Date()): Array<{ query: string; variables?: string }> {
  const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  return [
    {
      query: `# Runs with your admin token. Ctrl-Enter runs it.
query Me {
  me {
    id
    fullname
    email
    role
  }
}
`,
    },
    {
      query: `# Applications whose collected amount differs from the sum of their completed
# donations. It must be empty: anything listed is a bookkeeping fault.
query Reconciliation {
  reconciliation {
    applicationId
    fullName
    collectedAmount
    completedDonationsAmount
    difference
    donorCount
    completedDonors
  }
}
`,
    },
    {
      query: `# Today's decisions on applications (UTC), newest first. Change the action to
# story.moderate for story moderation, or remove it for every audit event.
query TodaysDecisions($from: DateTimeISO!) {
  auditEvents(filter: { action: "application.review", from: $from }, first: 100) {
    nodes {
      createdAt
      actorId
      subjectId
      fromState
      toState
      ip
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
`,
      variables: JSON.stringify({ from: startOfDay }, null, 2),
    },
    {
      query: `# Every donation to one application, newest first. Put the application's id in
# the variables below (the admin dashboard's cards show it).
query DonationsToOneApplication($applicationId: ID!, $after: String) {
  donations(applicationId: $applicationId, first: 100, after: $after) {
    nodes {
      createdAt
      donorName
      amount
      currency
      recurring
      status
      receiptNumber
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
`,
      variables: JSON.stringify({ applicationId: '00000000-0000-0000-0000-000000000000' }, null, 2),
    },
  ];
}
