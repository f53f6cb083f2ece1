/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SupportMessages($applicationId: ID!) {\n    supportMessages(applicationId: $applicationId, first: 20) {\n      nodes {\n        id\n        message\n        anonymous\n        donorFirstName\n        createdAt\n      }\n    }\n  }\n": typeof types.SupportMessagesDocument,
    "\n  fragment CancellationChoiceFields_choice on CancellationChoice {\n    id\n    applicationId\n    firstName\n    donorName\n    keptCents\n    refundableCents\n    unrecoverableCents\n    refundPossible\n    includesZakat\n    deadlineAt\n    defaultAnswer\n    status\n    decidedBy\n    decidedAt\n    appliedCents\n    targetApplicationId\n    targetFirstName\n  }\n": typeof types.CancellationChoiceFields_ChoiceFragmentDoc,
    "\n  query MyCancellationChoices {\n    myCancellationChoices {\n      ...CancellationChoiceFields_choice @unmask\n    }\n  }\n": typeof types.MyCancellationChoicesDocument,
    "\n  query CancellationMoveTargets($exceptApplicationId: ID) {\n    cancellationMoveTargets(exceptApplicationId: $exceptApplicationId) {\n      applicationId\n      firstName\n      roomCents\n      zakatEligible\n    }\n  }\n": typeof types.CancellationMoveTargetsDocument,
    "\n  mutation AnswerCancellationChoice($input: AnswerCancellationInput!) {\n    answerCancellationChoice(input: $input) {\n      ...CancellationChoiceFields_choice @unmask\n    }\n  }\n": typeof types.AnswerCancellationChoiceDocument,
    "\n  query JourneyCancellationChoices($applicationId: ID!) {\n    journeyCancellationChoices(applicationId: $applicationId) {\n      ...CancellationChoiceFields_choice @unmask\n    }\n    cancellationSettings {\n      defaultAnswer\n      days\n    }\n  }\n": typeof types.JourneyCancellationChoicesDocument,
    "\n  mutation SetCancellationDefault($defaultAnswer: CancellationAnswer!) {\n    setCancellationDefault(defaultAnswer: $defaultAnswer) {\n      defaultAnswer\n      days\n    }\n  }\n": typeof types.SetCancellationDefaultDocument,
    "\n  fragment JourneyFields_journey on Journey {\n    id\n    applicationId\n    applicantName\n    stage\n    history {\n      id\n      fromStage\n      toStage\n      changedAt\n      changedByName\n      bookingReference\n      operatorName\n      visaIssuedOn\n      departedOn\n      returnedOn\n      reason\n      proofDocumentType\n      proofDocumentUrl\n    }\n    thanks {\n      id\n      firstName\n      message\n      photoUrl\n      status\n      rejectReason\n      createdAt\n      decidedAt\n    }\n  }\n": typeof types.JourneyFields_JourneyFragmentDoc,
    "\n  query AdminJourney($applicationId: ID!) {\n    journey(applicationId: $applicationId) {\n      ...JourneyFields_journey @unmask\n    }\n  }\n": typeof types.AdminJourneyDocument,
    "\n  query MyJourney {\n    myJourney {\n      ...JourneyFields_journey @unmask\n    }\n  }\n": typeof types.MyJourneyDocument,
    "\n  fragment JourneyShare_share on DonorJourneyShare {\n    id\n    keptCents\n    journeyKeptCents\n    paidOutShareCents\n    payouts {\n      at\n      purpose\n      operatorName\n      amountCents\n      shareCents\n    }\n  }\n": typeof types.JourneyShare_ShareFragmentDoc,
    "\n  query MySupportedJourneys {\n    mySupportedJourneys {\n      ...JourneyFields_journey @unmask\n    }\n    myJourneyShares {\n      id\n      ...JourneyShare_share\n    }\n  }\n": typeof types.MySupportedJourneysDocument,
    "\n  mutation MoveJourneyStage($input: MoveJourneyStageInput!, $proof: Upload) {\n    moveJourneyStage(input: $input, proof: $proof) {\n      ...JourneyFields_journey @unmask\n    }\n  }\n": typeof types.MoveJourneyStageDocument,
    "\n  mutation PostJourneyUpdate($input: PostJourneyUpdateInput!) {\n    postJourneyUpdate(input: $input) {\n      update {\n        id\n        applicationId\n        newStatus\n        updateMessage\n        createdAt\n      }\n      donorsReached\n    }\n  }\n": typeof types.PostJourneyUpdateDocument,
    "\n  mutation PostJourneyThanks($input: PostJourneyThanksInput!, $photo: Upload) {\n    postJourneyThanks(input: $input, photo: $photo) {\n      id\n      status\n    }\n  }\n": typeof types.PostJourneyThanksDocument,
    "\n  mutation ModerateJourneyThanks($input: ModerateJourneyThanksInput!) {\n    moderateJourneyThanks(input: $input) {\n      id\n      status\n      rejectReason\n      decidedAt\n    }\n  }\n": typeof types.ModerateJourneyThanksDocument,
    "\n  fragment PayoutFields_payout on Payout {\n    id\n    applicationId\n    payee\n    payeeName\n    amount\n    amountCents\n    currency\n    purpose\n    note\n    status\n    documentType\n    proposedById\n    proposedByName\n    proposedAt\n    approvedByName\n    approvedAt\n    paidByName\n    paidAt\n    transferReference\n    transferredOn\n    cancelledByName\n    cancelledAt\n    cancelReason\n  }\n": typeof types.PayoutFields_PayoutFragmentDoc,
    "\n  query JourneyPayouts($applicationId: ID!) {\n    journeyPayouts(applicationId: $applicationId) {\n      id\n      applicationId\n      keptCents\n      paidCents\n      approvedCents\n      proposedCents\n      availableCents\n      payouts {\n        id\n        ...PayoutFields_payout\n      }\n    }\n  }\n": typeof types.JourneyPayoutsDocument,
    "\n  query PayoutOperators {\n    operators {\n      id\n      name\n      country\n    }\n  }\n": typeof types.PayoutOperatorsDocument,
    "\n  mutation ProposePayout($input: ProposePayoutInput!, $document: Upload) {\n    proposePayout(input: $input, document: $document) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n": typeof types.ProposePayoutDocument,
    "\n  mutation ApprovePayout($input: PayoutOfJourneyInput!) {\n    approvePayout(input: $input) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n": typeof types.ApprovePayoutDocument,
    "\n  mutation MarkPayoutPaid($input: MarkPayoutPaidInput!) {\n    markPayoutPaid(input: $input) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n": typeof types.MarkPayoutPaidDocument,
    "\n  mutation CancelPayout($input: CancelPayoutInput!) {\n    cancelPayout(input: $input) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n": typeof types.CancelPayoutDocument,
    "\n  fragment ApiKeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    createdByName\n    lastUsedAt\n    revokedAt\n  }\n": typeof types.ApiKeyRow_ApiKeyFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      ...ApiKeyRow_apiKey\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        ...ApiKeyRow_apiKey\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  fragment ApplicationCard_application on Application {\n    id\n    fullName\n    email\n    phone\n    status\n    submittedAt\n    familySize\n    requestedAmount\n    travelType\n    incomeBracket\n    address\n    hajjReason\n    referenceName\n    referencePhone\n    referenceRelation\n    idFileUrl\n    idDocumentDeletedAt\n    rejectionReason\n    rejectionNote\n    zakatCategory\n    zakatBasis\n  }\n": typeof types.ApplicationCard_ApplicationFragmentDoc,
    "\n  query AdminApplications($status: ApplicationStatus!, $after: String) {\n    applications(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        # The reject dialog names the applicant; the card reads the rest from its fragment.\n        fullName\n        ...ApplicationCard_application\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AdminApplicationsDocument,
    "\n  query AdminZakatSettings {\n    zakatSettings {\n      nisab\n      nisabSetOn\n    }\n  }\n": typeof types.AdminZakatSettingsDocument,
    "\n  mutation SetZakatNisab($nisab: Float!, $setOn: String!) {\n    setZakatNisab(nisab: $nisab, setOn: $setOn) {\n      nisab\n      nisabSetOn\n    }\n  }\n": typeof types.SetZakatNisabDocument,
    "\n  mutation ReviewApplication($id: ID!, $decision: ReviewDecision!, $reason: RejectionReason, $note: String) {\n    reviewApplication(id: $id, decision: $decision, reason: $reason, note: $note) {\n      application {\n        id\n        status\n        reviewedAt\n        rejectionReason\n        rejectionNote\n        ...ApplicationCard_application\n      }\n      # Every count a decision changes, so each screen showing them follows by normalization (the\n      # dashboard's own fragment is not spread here: a feature spreads only its own fragments).\n      counts {\n        id\n        pending\n        approved\n        rejected\n        submittedThisWeek\n        approvedThisMonth\n      }\n    }\n  }\n": typeof types.ReviewApplicationDocument,
    "\n  mutation MarkJourneyZakatEligible($id: ID!, $category: ZakatCategory!, $basis: String!) {\n    markJourneyZakatEligible(id: $id, category: $category, basis: $basis) {\n      category\n      basis\n      markedAt\n    }\n  }\n": typeof types.MarkJourneyZakatEligibleDocument,
    "\n  mutation UnmarkJourneyZakatEligible($id: ID!) {\n    unmarkJourneyZakatEligible(id: $id) {\n      category\n      basis\n      markedAt\n    }\n  }\n": typeof types.UnmarkJourneyZakatEligibleDocument,
    "\n  query LedgerCharts {\n    ledgerCharts {\n      weeks {\n        week\n        given\n        refunded\n        paidOut\n      }\n      funnel {\n        applications\n        approved\n        funded\n        travelled\n      }\n    }\n  }\n": typeof types.LedgerChartsDocument,
    "\n  fragment AdminStats_counts on ApplicationCounts {\n    id\n    pending\n    approved\n    rejected\n    submittedThisWeek\n    approvedThisMonth\n  }\n": typeof types.AdminStats_CountsFragmentDoc,
    "\n  fragment AdminStats_donations on DonationStats {\n    id\n    donationCount\n    completedCount\n    totalAmount\n    amountThisMonth\n    completedThisWeek\n    heldAmount\n  }\n": typeof types.AdminStats_DonationsFragmentDoc,
    "\n  query AdminDashboard {\n    applicationCounts {\n      id\n      pending\n      approved\n      rejected\n      ...AdminStats_counts\n    }\n    donationStats {\n      id\n      donationCount\n      ...AdminStats_donations\n    }\n    storyCounts {\n      id\n      pending\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query FailedJobs($queue: BackgroundJobQueue, $first: Int) {\n    failedJobs(queue: $queue, first: $first) {\n      id\n      queue\n      attempts\n      error\n      createdAt\n      failedAt\n    }\n  }\n": typeof types.FailedJobsDocument,
    "\n  mutation RetryFailedJob($id: ID!) {\n    retryFailedJob(id: $id) {\n      id\n    }\n  }\n": typeof types.RetryFailedJobDocument,
    "\n  query ContactMessages($first: Int) {\n    contactMessages(first: $first) {\n      nodes {\n        id\n        name\n        email\n        subject\n        message\n        language\n        createdAt\n        handledAt\n      }\n      unhandled\n    }\n  }\n": typeof types.ContactMessagesDocument,
    "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": typeof types.SetContactMessageHandledDocument,
    "\n  query NewsletterSubscribers($first: Int) {\n    newsletterSubscribers(first: $first) {\n      nodes {\n        id\n        email\n        language\n        status\n        createdAt\n      }\n      confirmed\n    }\n  }\n": typeof types.NewsletterSubscribersDocument,
    "\n  mutation SendNewsletter($input: SendNewsletterInput!) {\n    sendNewsletter(input: $input)\n  }\n": typeof types.SendNewsletterDocument,
    "\n  fragment OperatorRow_operator on Operator {\n    id\n    name\n    country\n    licenceNumber\n    contact\n    updatedAt\n  }\n": typeof types.OperatorRow_OperatorFragmentDoc,
    "\n  query AdminOperators {\n    operators {\n      id\n      ...OperatorRow_operator\n    }\n  }\n": typeof types.AdminOperatorsDocument,
    "\n  mutation CreateOperator($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n      ...OperatorRow_operator\n    }\n  }\n": typeof types.CreateOperatorDocument,
    "\n  mutation UpdateOperator($id: ID!, $input: OperatorInput!) {\n    updateOperator(id: $id, input: $input) {\n      id\n      ...OperatorRow_operator\n    }\n  }\n": typeof types.UpdateOperatorDocument,
    "\n  query MySecondFactors {\n    mySecondFactors {\n      factors {\n        id\n        kind\n        label\n        createdAt\n        lastUsedAt\n      }\n      recoveryCodesLeft\n      required\n    }\n  }\n": typeof types.MySecondFactorsDocument,
    "\n  fragment SecondFactorEnrolmentFields on SecondFactorEnrolment {\n    factor {\n      id\n      kind\n      label\n    }\n    recoveryCodes\n    session {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n": typeof types.SecondFactorEnrolmentFieldsFragmentDoc,
    "\n  mutation StartTotpEnrolment {\n    startTotpEnrolment {\n      factorId\n      secret\n      uri\n      qrSvg\n    }\n  }\n": typeof types.StartTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($factorId: ID!, $code: String!, $label: String) {\n    confirmTotpEnrolment(factorId: $factorId, code: $code, label: $label) {\n      ...SecondFactorEnrolmentFields @unmask\n    }\n  }\n": typeof types.ConfirmTotpEnrolmentDocument,
    "\n  mutation StartPasskeyEnrolment {\n    startPasskeyEnrolment\n  }\n": typeof types.StartPasskeyEnrolmentDocument,
    "\n  mutation FinishPasskeyEnrolment($response: String!, $label: String) {\n    finishPasskeyEnrolment(response: $response, label: $label) {\n      ...SecondFactorEnrolmentFields @unmask\n    }\n  }\n": typeof types.FinishPasskeyEnrolmentDocument,
    "\n  mutation RemoveSecondFactor($id: ID!) {\n    removeSecondFactor(id: $id)\n  }\n": typeof types.RemoveSecondFactorDocument,
    "\n  mutation RenewRecoveryCodes {\n    renewRecoveryCodes\n  }\n": typeof types.RenewRecoveryCodesDocument,
    "\n  mutation Reauthenticate($password: String, $code: String) {\n    reauthenticate(password: $password, code: $code) {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n": typeof types.ReauthenticateDocument,
    "\n  fragment PendingStoryCard_story on Story {\n    id\n    title\n    description\n    location\n    createdAt\n    status\n    media {\n      url\n      type\n      kind\n      size\n    }\n  }\n": typeof types.PendingStoryCard_StoryFragmentDoc,
    "\n  fragment PublishedStoryCard_story on Story {\n    id\n    title\n    description\n    location\n    createdAt\n    media {\n      url\n      type\n      kind\n    }\n  }\n": typeof types.PublishedStoryCard_StoryFragmentDoc,
    "\n  mutation ModerateStory($id: ID!, $decision: ModerationDecision!) {\n    moderateStory(id: $id, decision: $decision) {\n      story {\n        id\n        status\n        media {\n          url\n        }\n      }\n      counts {\n        id\n        pending\n      }\n    }\n  }\n": typeof types.ModerateStoryDocument,
    "\n  query PendingStories($after: String) {\n    pendingStories(first: 20, after: $after) {\n      nodes {\n        id\n        ...PendingStoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PendingStoriesDocument,
    "\n  query PublishedStories($after: String) {\n    approvedStories(first: 20, after: $after) {\n      nodes {\n        id\n        title\n        ...PublishedStoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PublishedStoriesDocument,
    "\n  mutation WithdrawStory($id: ID!) {\n    withdrawStory(id: $id) {\n      story {\n        id\n        status\n        media {\n          url\n        }\n      }\n      counts {\n        id\n        pending\n        approved\n        withdrawn\n      }\n    }\n  }\n": typeof types.WithdrawStoryDocument,
    "\n  query PendingSupportMessages {\n    pendingSupportMessages(first: 50) {\n      nodes {\n        id\n        message\n        status\n        anonymous\n        donorName\n        applicationId\n        applicantFirstName\n        createdAt\n      }\n    }\n  }\n": typeof types.PendingSupportMessagesDocument,
    "\n  mutation ModerateSupportMessage($id: ID!, $decision: SupportMessageDecision!) {\n    moderateSupportMessage(id: $id, decision: $decision) {\n      id\n      status\n    }\n  }\n": typeof types.ModerateSupportMessageDocument,
    "\n  fragment PaymentsWaitingNotice_paymentsWaiting on PaymentsWaiting {\n    id\n    checkouts\n    refundsPending\n    refundsFailed\n    oldestSince\n  }\n": typeof types.PaymentsWaitingNotice_PaymentsWaitingFragmentDoc,
    "\n  fragment RefundDialog_donation on Donation {\n    id\n    status\n    amount\n    refundedAmount\n    donorName\n    applicantName\n    createdAt\n  }\n": typeof types.RefundDialog_DonationFragmentDoc,
    "\n  fragment TrackedDonation_donation on Donation {\n    id\n    applicantName\n    donorName\n    amount\n    currency\n    recurring\n    status\n    createdAt\n    exceededGoal\n    testMode\n    zakat\n    keptAmount\n    refundedAmount\n    chargedAmount\n    chargedCurrency\n    disputeStatus\n    refunds {\n      id\n      refundNumber\n      amount\n      reason\n      status\n      note\n      createdAt\n    }\n    trackingStatus\n    trackingMessage\n    trackingUpdatedAt\n  }\n": typeof types.TrackedDonation_DonationFragmentDoc,
    "\n  query AdminDonations($status: DonationStatus, $after: String) {\n    paymentsWaiting {\n      id\n      ...PaymentsWaitingNotice_paymentsWaiting\n    }\n    donations(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        applicantName\n        donorName\n        amount\n        currency\n        recurring\n        createdAt\n        keptAmount\n        ...TrackedDonation_donation\n        ...RefundDialog_donation\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AdminDonationsDocument,
    "\n  mutation PostTrackingUpdate($input: PostTrackingUpdateInput!) {\n    postTrackingUpdate(input: $input) {\n      update {\n        id\n      }\n      donation {\n        id\n        trackingStatus\n        trackingMessage\n        trackingUpdatedAt\n      }\n    }\n  }\n": typeof types.PostTrackingUpdateDocument,
    "\n  mutation RefundDonation($input: RefundDonationInput!) {\n    refundDonation(input: $input) {\n      donation {\n        id\n        applicantName\n        donorName\n        amount\n        recurring\n        createdAt\n        keptAmount\n        # moveRefundedDonation reads the new status.\n        status\n        ...TrackedDonation_donation\n        ...RefundDialog_donation\n      }\n      application {\n        id\n        collectedAmount\n        donorCount\n      }\n      # Every total a refund changes, so the stat cards follow by normalization (the dashboard's own\n      # fragment is not spread here: a feature spreads only its own fragments).\n      stats {\n        id\n        donationCount\n        completedCount\n        totalAmount\n        amountThisMonth\n        completedThisWeek\n        heldAmount\n      }\n      paymentsWaiting {\n        id\n        ...PaymentsWaitingNotice_paymentsWaiting\n      }\n    }\n  }\n": typeof types.RefundDonationDocument,
    "\n  fragment WebhookDeliveryRow_delivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    lastError\n    lastStatusCode\n    lastAttemptAt\n    nextAttemptAt\n    deliveredAt\n    createdAt\n  }\n": typeof types.WebhookDeliveryRow_DeliveryFragmentDoc,
    "\n  fragment WebhookEndpointRow_endpoint on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    description\n    createdAt\n  }\n": typeof types.WebhookEndpointRow_EndpointFragmentDoc,
    "\n  query WebhookDeliveries($filter: WebhookDeliveryFilter, $first: Int, $after: String) {\n    webhookDeliveries(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        ...WebhookDeliveryRow_delivery\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      enabled\n      ...WebhookEndpointRow_endpoint\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        enabled\n        ...WebhookEndpointRow_endpoint\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      url\n      enabled\n      ...WebhookEndpointRow_endpoint\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        updatedAt\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation Login($role: Role!, $input: LoginInput!) {\n    login(role: $role, input: $input) {\n      token\n      step\n      factorKinds\n      account {\n        id\n        fullname\n        email\n        role\n        createdAt\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation RequestPasswordReset($role: Role!, $email: String!) {\n    requestPasswordReset(role: $role, email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query EmailLanguage {\n    me {\n      id\n      language\n    }\n  }\n": typeof types.EmailLanguageDocument,
    "\n  mutation SetEmailLanguage($language: AccountLanguage!) {\n    setMyLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": typeof types.SetEmailLanguageDocument,
    "\n  mutation Register($role: Role!, $input: RegisterInput!) {\n    register(role: $role, input: $input) {\n      token\n      account {\n        id\n        fullname\n        email\n        role\n        createdAt\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n": typeof types.StartPasskeySignInDocument,
    "\n  mutation VerifySecondFactor($input: SecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n": typeof types.VerifySecondFactorDocument,
    "\n  fragment MyStoryCard_story on Story {\n    id\n    title\n    description\n    createdAt\n    status\n    media {\n      url\n      type\n      kind\n    }\n  }\n": typeof types.MyStoryCard_StoryFragmentDoc,
    "\n  fragment StoryCard_story on Story {\n    id\n    title\n    description\n    location\n    createdAt\n    media {\n      url\n      type\n      kind\n    }\n  }\n": typeof types.StoryCard_StoryFragmentDoc,
    "\n  query ApprovedStories($after: String) {\n    approvedStories(first: 12, after: $after) {\n      nodes {\n        id\n        ...StoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ApprovedStoriesDocument,
    "\n  mutation DeleteMyStory($id: ID!) {\n    deleteMyStory(id: $id)\n  }\n": typeof types.DeleteMyStoryDocument,
    "\n  query MyStories($after: String) {\n    myStories(first: 20, after: $after) {\n      nodes {\n        id\n        title\n        ...MyStoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.MyStoriesDocument,
    "\n  mutation SubmitStory($input: SubmitStoryInput!, $mediaUploadId: ID) {\n    submitStory(input: $input, mediaUploadId: $mediaUploadId) {\n      id\n      status\n      ...MyStoryCard_story\n    }\n  }\n": typeof types.SubmitStoryDocument,
    "\n  query DonationReceipt($id: ID!) {\n    donationReceipt(id: $id) {\n      id\n      receiptNumber\n      createdAt\n      amount\n      currency\n      recurring\n      periodStart\n      donorName\n      donorEmail\n      applicantName\n      testMode\n      zakat\n      keptAmount\n      disputeStatus\n      refunds {\n        id\n        refundNumber\n        createdAt\n        amount\n        reason\n        status\n      }\n    }\n  }\n": typeof types.DonationReceiptDocument,
    "\n  fragment DonationRow_donation on Donation {\n    id\n    applicantName\n    createdAt\n    recurring\n    periodStart\n    amount\n    currency\n    status\n    disputeStatus\n    refunds {\n      id\n      amount\n      reason\n      status\n    }\n    receiptNumber\n    testMode\n    zakat\n    monthlyGift {\n      id\n      status\n      cancelReason\n      testRenewalUrl\n    }\n    anonymous\n    supportMessageStatus\n    dedication {\n      kind\n      name\n    }\n  }\n": typeof types.DonationRow_DonationFragmentDoc,
    "\n  fragment DonorSummary_summary on FundraisingSummary {\n    id\n    openRequests\n    stillNeeded\n    totalRaised\n  }\n": typeof types.DonorSummary_SummaryFragmentDoc,
    "\n  fragment FundraisingCard_request on FundraisingRequest {\n    id\n    fullName\n    city\n    country\n    hajjReason\n    travelType\n    requestedAmount\n    collectedAmount\n    heldAmount\n    donorCount\n    fullyFunded\n    zakatCategory\n  }\n": typeof types.FundraisingCard_RequestFragmentDoc,
    "\n  mutation CancelMonthlyGift($id: ID!) {\n    cancelMonthlyGift(id: $id) {\n      id\n      status\n      cancelReason\n      canceledAt\n      testRenewalUrl\n    }\n  }\n": typeof types.CancelMonthlyGiftDocument,
    "\n  mutation CreateCheckoutSession(\n    $applicationId: ID!\n    $amount: Float!\n    $recurring: Recurrence!\n    $locale: CheckoutLocale\n    $anonymous: Boolean\n    $supportMessage: String\n    $dedicationKind: DedicationKind\n    $dedicationName: String\n    $ecardEmail: String\n    $ecardLanguage: CheckoutLocale\n    $zakat: Boolean\n  ) {\n    createCheckoutSession(\n      applicationId: $applicationId\n      amount: $amount\n      recurring: $recurring\n      locale: $locale\n      anonymous: $anonymous\n      supportMessage: $supportMessage\n      dedicationKind: $dedicationKind\n      dedicationName: $dedicationName\n      ecardEmail: $ecardEmail\n      ecardLanguage: $ecardLanguage\n      zakat: $zakat\n    ) {\n      id\n      url\n    }\n  }\n": typeof types.CreateCheckoutSessionDocument,
    "\n  query DonationHistory($after: String) {\n    myGivingSummary {\n      id\n      totalDonated\n      completedCount\n      livesHelped\n      journeysFullyFunded\n    }\n    myDonationHistory(first: 10, after: $after) {\n      nodes {\n        id\n        applicantName\n        monthlyGift {\n          id\n        }\n        ...DonationRow_donation\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.DonationHistoryDocument,
    "\n  query DonorDashboard($after: String, $zakatEligible: Boolean) {\n    fundraisingSummary {\n      id\n      ...DonorSummary_summary\n    }\n    approvedApplications(first: 12, after: $after, zakatEligible: $zakatEligible) {\n      nodes {\n        id\n        ...FundraisingCard_request\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.DonorDashboardDocument,
    "\n  query TrackingUpdates($after: String) {\n    myTrackingUpdates(first: 5, after: $after) {\n      nodes {\n        id\n        donationId\n        newStatus\n        applicantName\n        updateMessage\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.TrackingUpdatesDocument,
    "\n  mutation VerifyCheckoutSession($sessionId: String!) {\n    verifyCheckoutSession(sessionId: $sessionId) {\n      id\n      success\n      status\n      recurring\n      donation {\n        id\n        amount\n        currency\n        applicantName\n        receiptNumber\n        testMode\n        status\n        keptAmount\n        refundedAmount\n        refunds {\n          id\n          refundNumber\n          amount\n          reason\n          status\n        }\n      }\n    }\n  }\n": typeof types.VerifyCheckoutSessionDocument,
    "\n  fragment ApplicationStatusCard_application on Application {\n    id\n    status\n    submittedAt\n    travelType\n    requestedAmount\n    collectedAmount\n    donorCount\n    rejectionReason\n    rejectionNote\n  }\n": typeof types.ApplicationStatusCard_ApplicationFragmentDoc,
    "\n  query MyApplication {\n    myApplication {\n      id\n      status\n      ...ApplicationStatusCard_application\n    }\n  }\n": typeof types.MyApplicationDocument,
    "\n  mutation SubmitApplication($input: SubmitApplicationInput!, $idDocumentUploadId: ID!) {\n    submitApplication(input: $input, idDocumentUploadId: $idDocumentUploadId) {\n      id\n      status\n      ...ApplicationStatusCard_application\n    }\n  }\n": typeof types.SubmitApplicationDocument,
    "\n  query Transparency {\n    transparency {\n      given\n      refunded\n      paidOut\n      held\n      journeys\n      stages {\n        stage\n        journeys\n      }\n      months {\n        month\n        given\n        refunded\n        paidOut\n      }\n    }\n  }\n": typeof types.TransparencyDocument,
    "\n  query PublicJourneyLedgers($after: String) {\n    publicJourneyLedgers(first: 10, after: $after) {\n      nodes {\n        applicationId\n        firstName\n        city\n        stage\n        given\n        refunded\n        transferredIn\n        transferredOut\n        paidOut\n        held\n        zakatKept\n        sadaqahKept\n        zakatPaidOut\n        lines {\n          kind\n          at\n          amount\n          balance\n          monthly\n          refundStatus\n          purpose\n          payee\n          operatorName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PublicJourneyLedgersDocument,
    "\n  query ZakatSettings {\n    zakatSettings {\n      nisab\n      nisabSetOn\n      rate\n    }\n  }\n": typeof types.ZakatSettingsDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": typeof types.SignOutEverywhereDocument,
};
const documents: Documents = {
    "\n  query SupportMessages($applicationId: ID!) {\n    supportMessages(applicationId: $applicationId, first: 20) {\n      nodes {\n        id\n        message\n        anonymous\n        donorFirstName\n        createdAt\n      }\n    }\n  }\n": types.SupportMessagesDocument,
    "\n  fragment CancellationChoiceFields_choice on CancellationChoice {\n    id\n    applicationId\n    firstName\n    donorName\n    keptCents\n    refundableCents\n    unrecoverableCents\n    refundPossible\n    includesZakat\n    deadlineAt\n    defaultAnswer\n    status\n    decidedBy\n    decidedAt\n    appliedCents\n    targetApplicationId\n    targetFirstName\n  }\n": types.CancellationChoiceFields_ChoiceFragmentDoc,
    "\n  query MyCancellationChoices {\n    myCancellationChoices {\n      ...CancellationChoiceFields_choice @unmask\n    }\n  }\n": types.MyCancellationChoicesDocument,
    "\n  query CancellationMoveTargets($exceptApplicationId: ID) {\n    cancellationMoveTargets(exceptApplicationId: $exceptApplicationId) {\n      applicationId\n      firstName\n      roomCents\n      zakatEligible\n    }\n  }\n": types.CancellationMoveTargetsDocument,
    "\n  mutation AnswerCancellationChoice($input: AnswerCancellationInput!) {\n    answerCancellationChoice(input: $input) {\n      ...CancellationChoiceFields_choice @unmask\n    }\n  }\n": types.AnswerCancellationChoiceDocument,
    "\n  query JourneyCancellationChoices($applicationId: ID!) {\n    journeyCancellationChoices(applicationId: $applicationId) {\n      ...CancellationChoiceFields_choice @unmask\n    }\n    cancellationSettings {\n      defaultAnswer\n      days\n    }\n  }\n": types.JourneyCancellationChoicesDocument,
    "\n  mutation SetCancellationDefault($defaultAnswer: CancellationAnswer!) {\n    setCancellationDefault(defaultAnswer: $defaultAnswer) {\n      defaultAnswer\n      days\n    }\n  }\n": types.SetCancellationDefaultDocument,
    "\n  fragment JourneyFields_journey on Journey {\n    id\n    applicationId\n    applicantName\n    stage\n    history {\n      id\n      fromStage\n      toStage\n      changedAt\n      changedByName\n      bookingReference\n      operatorName\n      visaIssuedOn\n      departedOn\n      returnedOn\n      reason\n      proofDocumentType\n      proofDocumentUrl\n    }\n    thanks {\n      id\n      firstName\n      message\n      photoUrl\n      status\n      rejectReason\n      createdAt\n      decidedAt\n    }\n  }\n": types.JourneyFields_JourneyFragmentDoc,
    "\n  query AdminJourney($applicationId: ID!) {\n    journey(applicationId: $applicationId) {\n      ...JourneyFields_journey @unmask\n    }\n  }\n": types.AdminJourneyDocument,
    "\n  query MyJourney {\n    myJourney {\n      ...JourneyFields_journey @unmask\n    }\n  }\n": types.MyJourneyDocument,
    "\n  fragment JourneyShare_share on DonorJourneyShare {\n    id\n    keptCents\n    journeyKeptCents\n    paidOutShareCents\n    payouts {\n      at\n      purpose\n      operatorName\n      amountCents\n      shareCents\n    }\n  }\n": types.JourneyShare_ShareFragmentDoc,
    "\n  query MySupportedJourneys {\n    mySupportedJourneys {\n      ...JourneyFields_journey @unmask\n    }\n    myJourneyShares {\n      id\n      ...JourneyShare_share\n    }\n  }\n": types.MySupportedJourneysDocument,
    "\n  mutation MoveJourneyStage($input: MoveJourneyStageInput!, $proof: Upload) {\n    moveJourneyStage(input: $input, proof: $proof) {\n      ...JourneyFields_journey @unmask\n    }\n  }\n": types.MoveJourneyStageDocument,
    "\n  mutation PostJourneyUpdate($input: PostJourneyUpdateInput!) {\n    postJourneyUpdate(input: $input) {\n      update {\n        id\n        applicationId\n        newStatus\n        updateMessage\n        createdAt\n      }\n      donorsReached\n    }\n  }\n": types.PostJourneyUpdateDocument,
    "\n  mutation PostJourneyThanks($input: PostJourneyThanksInput!, $photo: Upload) {\n    postJourneyThanks(input: $input, photo: $photo) {\n      id\n      status\n    }\n  }\n": types.PostJourneyThanksDocument,
    "\n  mutation ModerateJourneyThanks($input: ModerateJourneyThanksInput!) {\n    moderateJourneyThanks(input: $input) {\n      id\n      status\n      rejectReason\n      decidedAt\n    }\n  }\n": types.ModerateJourneyThanksDocument,
    "\n  fragment PayoutFields_payout on Payout {\n    id\n    applicationId\n    payee\n    payeeName\n    amount\n    amountCents\n    currency\n    purpose\n    note\n    status\n    documentType\n    proposedById\n    proposedByName\n    proposedAt\n    approvedByName\n    approvedAt\n    paidByName\n    paidAt\n    transferReference\n    transferredOn\n    cancelledByName\n    cancelledAt\n    cancelReason\n  }\n": types.PayoutFields_PayoutFragmentDoc,
    "\n  query JourneyPayouts($applicationId: ID!) {\n    journeyPayouts(applicationId: $applicationId) {\n      id\n      applicationId\n      keptCents\n      paidCents\n      approvedCents\n      proposedCents\n      availableCents\n      payouts {\n        id\n        ...PayoutFields_payout\n      }\n    }\n  }\n": types.JourneyPayoutsDocument,
    "\n  query PayoutOperators {\n    operators {\n      id\n      name\n      country\n    }\n  }\n": types.PayoutOperatorsDocument,
    "\n  mutation ProposePayout($input: ProposePayoutInput!, $document: Upload) {\n    proposePayout(input: $input, document: $document) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n": types.ProposePayoutDocument,
    "\n  mutation ApprovePayout($input: PayoutOfJourneyInput!) {\n    approvePayout(input: $input) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n": types.ApprovePayoutDocument,
    "\n  mutation MarkPayoutPaid($input: MarkPayoutPaidInput!) {\n    markPayoutPaid(input: $input) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n": types.MarkPayoutPaidDocument,
    "\n  mutation CancelPayout($input: CancelPayoutInput!) {\n    cancelPayout(input: $input) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n": types.CancelPayoutDocument,
    "\n  fragment ApiKeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    createdByName\n    lastUsedAt\n    revokedAt\n  }\n": types.ApiKeyRow_ApiKeyFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      ...ApiKeyRow_apiKey\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        ...ApiKeyRow_apiKey\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  fragment ApplicationCard_application on Application {\n    id\n    fullName\n    email\n    phone\n    status\n    submittedAt\n    familySize\n    requestedAmount\n    travelType\n    incomeBracket\n    address\n    hajjReason\n    referenceName\n    referencePhone\n    referenceRelation\n    idFileUrl\n    idDocumentDeletedAt\n    rejectionReason\n    rejectionNote\n    zakatCategory\n    zakatBasis\n  }\n": types.ApplicationCard_ApplicationFragmentDoc,
    "\n  query AdminApplications($status: ApplicationStatus!, $after: String) {\n    applications(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        # The reject dialog names the applicant; the card reads the rest from its fragment.\n        fullName\n        ...ApplicationCard_application\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AdminApplicationsDocument,
    "\n  query AdminZakatSettings {\n    zakatSettings {\n      nisab\n      nisabSetOn\n    }\n  }\n": types.AdminZakatSettingsDocument,
    "\n  mutation SetZakatNisab($nisab: Float!, $setOn: String!) {\n    setZakatNisab(nisab: $nisab, setOn: $setOn) {\n      nisab\n      nisabSetOn\n    }\n  }\n": types.SetZakatNisabDocument,
    "\n  mutation ReviewApplication($id: ID!, $decision: ReviewDecision!, $reason: RejectionReason, $note: String) {\n    reviewApplication(id: $id, decision: $decision, reason: $reason, note: $note) {\n      application {\n        id\n        status\n        reviewedAt\n        rejectionReason\n        rejectionNote\n        ...ApplicationCard_application\n      }\n      # Every count a decision changes, so each screen showing them follows by normalization (the\n      # dashboard's own fragment is not spread here: a feature spreads only its own fragments).\n      counts {\n        id\n        pending\n        approved\n        rejected\n        submittedThisWeek\n        approvedThisMonth\n      }\n    }\n  }\n": types.ReviewApplicationDocument,
    "\n  mutation MarkJourneyZakatEligible($id: ID!, $category: ZakatCategory!, $basis: String!) {\n    markJourneyZakatEligible(id: $id, category: $category, basis: $basis) {\n      category\n      basis\n      markedAt\n    }\n  }\n": types.MarkJourneyZakatEligibleDocument,
    "\n  mutation UnmarkJourneyZakatEligible($id: ID!) {\n    unmarkJourneyZakatEligible(id: $id) {\n      category\n      basis\n      markedAt\n    }\n  }\n": types.UnmarkJourneyZakatEligibleDocument,
    "\n  query LedgerCharts {\n    ledgerCharts {\n      weeks {\n        week\n        given\n        refunded\n        paidOut\n      }\n      funnel {\n        applications\n        approved\n        funded\n        travelled\n      }\n    }\n  }\n": types.LedgerChartsDocument,
    "\n  fragment AdminStats_counts on ApplicationCounts {\n    id\n    pending\n    approved\n    rejected\n    submittedThisWeek\n    approvedThisMonth\n  }\n": types.AdminStats_CountsFragmentDoc,
    "\n  fragment AdminStats_donations on DonationStats {\n    id\n    donationCount\n    completedCount\n    totalAmount\n    amountThisMonth\n    completedThisWeek\n    heldAmount\n  }\n": types.AdminStats_DonationsFragmentDoc,
    "\n  query AdminDashboard {\n    applicationCounts {\n      id\n      pending\n      approved\n      rejected\n      ...AdminStats_counts\n    }\n    donationStats {\n      id\n      donationCount\n      ...AdminStats_donations\n    }\n    storyCounts {\n      id\n      pending\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query FailedJobs($queue: BackgroundJobQueue, $first: Int) {\n    failedJobs(queue: $queue, first: $first) {\n      id\n      queue\n      attempts\n      error\n      createdAt\n      failedAt\n    }\n  }\n": types.FailedJobsDocument,
    "\n  mutation RetryFailedJob($id: ID!) {\n    retryFailedJob(id: $id) {\n      id\n    }\n  }\n": types.RetryFailedJobDocument,
    "\n  query ContactMessages($first: Int) {\n    contactMessages(first: $first) {\n      nodes {\n        id\n        name\n        email\n        subject\n        message\n        language\n        createdAt\n        handledAt\n      }\n      unhandled\n    }\n  }\n": types.ContactMessagesDocument,
    "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": types.SetContactMessageHandledDocument,
    "\n  query NewsletterSubscribers($first: Int) {\n    newsletterSubscribers(first: $first) {\n      nodes {\n        id\n        email\n        language\n        status\n        createdAt\n      }\n      confirmed\n    }\n  }\n": types.NewsletterSubscribersDocument,
    "\n  mutation SendNewsletter($input: SendNewsletterInput!) {\n    sendNewsletter(input: $input)\n  }\n": types.SendNewsletterDocument,
    "\n  fragment OperatorRow_operator on Operator {\n    id\n    name\n    country\n    licenceNumber\n    contact\n    updatedAt\n  }\n": types.OperatorRow_OperatorFragmentDoc,
    "\n  query AdminOperators {\n    operators {\n      id\n      ...OperatorRow_operator\n    }\n  }\n": types.AdminOperatorsDocument,
    "\n  mutation CreateOperator($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n      ...OperatorRow_operator\n    }\n  }\n": types.CreateOperatorDocument,
    "\n  mutation UpdateOperator($id: ID!, $input: OperatorInput!) {\n    updateOperator(id: $id, input: $input) {\n      id\n      ...OperatorRow_operator\n    }\n  }\n": types.UpdateOperatorDocument,
    "\n  query MySecondFactors {\n    mySecondFactors {\n      factors {\n        id\n        kind\n        label\n        createdAt\n        lastUsedAt\n      }\n      recoveryCodesLeft\n      required\n    }\n  }\n": types.MySecondFactorsDocument,
    "\n  fragment SecondFactorEnrolmentFields on SecondFactorEnrolment {\n    factor {\n      id\n      kind\n      label\n    }\n    recoveryCodes\n    session {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n": types.SecondFactorEnrolmentFieldsFragmentDoc,
    "\n  mutation StartTotpEnrolment {\n    startTotpEnrolment {\n      factorId\n      secret\n      uri\n      qrSvg\n    }\n  }\n": types.StartTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($factorId: ID!, $code: String!, $label: String) {\n    confirmTotpEnrolment(factorId: $factorId, code: $code, label: $label) {\n      ...SecondFactorEnrolmentFields @unmask\n    }\n  }\n": types.ConfirmTotpEnrolmentDocument,
    "\n  mutation StartPasskeyEnrolment {\n    startPasskeyEnrolment\n  }\n": types.StartPasskeyEnrolmentDocument,
    "\n  mutation FinishPasskeyEnrolment($response: String!, $label: String) {\n    finishPasskeyEnrolment(response: $response, label: $label) {\n      ...SecondFactorEnrolmentFields @unmask\n    }\n  }\n": types.FinishPasskeyEnrolmentDocument,
    "\n  mutation RemoveSecondFactor($id: ID!) {\n    removeSecondFactor(id: $id)\n  }\n": types.RemoveSecondFactorDocument,
    "\n  mutation RenewRecoveryCodes {\n    renewRecoveryCodes\n  }\n": types.RenewRecoveryCodesDocument,
    "\n  mutation Reauthenticate($password: String, $code: String) {\n    reauthenticate(password: $password, code: $code) {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n": types.ReauthenticateDocument,
    "\n  fragment PendingStoryCard_story on Story {\n    id\n    title\n    description\n    location\n    createdAt\n    status\n    media {\n      url\n      type\n      kind\n      size\n    }\n  }\n": types.PendingStoryCard_StoryFragmentDoc,
    "\n  fragment PublishedStoryCard_story on Story {\n    id\n    title\n    description\n    location\n    createdAt\n    media {\n      url\n      type\n      kind\n    }\n  }\n": types.PublishedStoryCard_StoryFragmentDoc,
    "\n  mutation ModerateStory($id: ID!, $decision: ModerationDecision!) {\n    moderateStory(id: $id, decision: $decision) {\n      story {\n        id\n        status\n        media {\n          url\n        }\n      }\n      counts {\n        id\n        pending\n      }\n    }\n  }\n": types.ModerateStoryDocument,
    "\n  query PendingStories($after: String) {\n    pendingStories(first: 20, after: $after) {\n      nodes {\n        id\n        ...PendingStoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PendingStoriesDocument,
    "\n  query PublishedStories($after: String) {\n    approvedStories(first: 20, after: $after) {\n      nodes {\n        id\n        title\n        ...PublishedStoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PublishedStoriesDocument,
    "\n  mutation WithdrawStory($id: ID!) {\n    withdrawStory(id: $id) {\n      story {\n        id\n        status\n        media {\n          url\n        }\n      }\n      counts {\n        id\n        pending\n        approved\n        withdrawn\n      }\n    }\n  }\n": types.WithdrawStoryDocument,
    "\n  query PendingSupportMessages {\n    pendingSupportMessages(first: 50) {\n      nodes {\n        id\n        message\n        status\n        anonymous\n        donorName\n        applicationId\n        applicantFirstName\n        createdAt\n      }\n    }\n  }\n": types.PendingSupportMessagesDocument,
    "\n  mutation ModerateSupportMessage($id: ID!, $decision: SupportMessageDecision!) {\n    moderateSupportMessage(id: $id, decision: $decision) {\n      id\n      status\n    }\n  }\n": types.ModerateSupportMessageDocument,
    "\n  fragment PaymentsWaitingNotice_paymentsWaiting on PaymentsWaiting {\n    id\n    checkouts\n    refundsPending\n    refundsFailed\n    oldestSince\n  }\n": types.PaymentsWaitingNotice_PaymentsWaitingFragmentDoc,
    "\n  fragment RefundDialog_donation on Donation {\n    id\n    status\n    amount\n    refundedAmount\n    donorName\n    applicantName\n    createdAt\n  }\n": types.RefundDialog_DonationFragmentDoc,
    "\n  fragment TrackedDonation_donation on Donation {\n    id\n    applicantName\n    donorName\n    amount\n    currency\n    recurring\n    status\n    createdAt\n    exceededGoal\n    testMode\n    zakat\n    keptAmount\n    refundedAmount\n    chargedAmount\n    chargedCurrency\n    disputeStatus\n    refunds {\n      id\n      refundNumber\n      amount\n      reason\n      status\n      note\n      createdAt\n    }\n    trackingStatus\n    trackingMessage\n    trackingUpdatedAt\n  }\n": types.TrackedDonation_DonationFragmentDoc,
    "\n  query AdminDonations($status: DonationStatus, $after: String) {\n    paymentsWaiting {\n      id\n      ...PaymentsWaitingNotice_paymentsWaiting\n    }\n    donations(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        applicantName\n        donorName\n        amount\n        currency\n        recurring\n        createdAt\n        keptAmount\n        ...TrackedDonation_donation\n        ...RefundDialog_donation\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AdminDonationsDocument,
    "\n  mutation PostTrackingUpdate($input: PostTrackingUpdateInput!) {\n    postTrackingUpdate(input: $input) {\n      update {\n        id\n      }\n      donation {\n        id\n        trackingStatus\n        trackingMessage\n        trackingUpdatedAt\n      }\n    }\n  }\n": types.PostTrackingUpdateDocument,
    "\n  mutation RefundDonation($input: RefundDonationInput!) {\n    refundDonation(input: $input) {\n      donation {\n        id\n        applicantName\n        donorName\n        amount\n        recurring\n        createdAt\n        keptAmount\n        # moveRefundedDonation reads the new status.\n        status\n        ...TrackedDonation_donation\n        ...RefundDialog_donation\n      }\n      application {\n        id\n        collectedAmount\n        donorCount\n      }\n      # Every total a refund changes, so the stat cards follow by normalization (the dashboard's own\n      # fragment is not spread here: a feature spreads only its own fragments).\n      stats {\n        id\n        donationCount\n        completedCount\n        totalAmount\n        amountThisMonth\n        completedThisWeek\n        heldAmount\n      }\n      paymentsWaiting {\n        id\n        ...PaymentsWaitingNotice_paymentsWaiting\n      }\n    }\n  }\n": types.RefundDonationDocument,
    "\n  fragment WebhookDeliveryRow_delivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    lastError\n    lastStatusCode\n    lastAttemptAt\n    nextAttemptAt\n    deliveredAt\n    createdAt\n  }\n": types.WebhookDeliveryRow_DeliveryFragmentDoc,
    "\n  fragment WebhookEndpointRow_endpoint on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    description\n    createdAt\n  }\n": types.WebhookEndpointRow_EndpointFragmentDoc,
    "\n  query WebhookDeliveries($filter: WebhookDeliveryFilter, $first: Int, $after: String) {\n    webhookDeliveries(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        ...WebhookDeliveryRow_delivery\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      enabled\n      ...WebhookEndpointRow_endpoint\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        enabled\n        ...WebhookEndpointRow_endpoint\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      url\n      enabled\n      ...WebhookEndpointRow_endpoint\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        updatedAt\n      }\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation Login($role: Role!, $input: LoginInput!) {\n    login(role: $role, input: $input) {\n      token\n      step\n      factorKinds\n      account {\n        id\n        fullname\n        email\n        role\n        createdAt\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation RequestPasswordReset($role: Role!, $email: String!) {\n    requestPasswordReset(role: $role, email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query EmailLanguage {\n    me {\n      id\n      language\n    }\n  }\n": types.EmailLanguageDocument,
    "\n  mutation SetEmailLanguage($language: AccountLanguage!) {\n    setMyLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": types.SetEmailLanguageDocument,
    "\n  mutation Register($role: Role!, $input: RegisterInput!) {\n    register(role: $role, input: $input) {\n      token\n      account {\n        id\n        fullname\n        email\n        role\n        createdAt\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n": types.StartPasskeySignInDocument,
    "\n  mutation VerifySecondFactor($input: SecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n": types.VerifySecondFactorDocument,
    "\n  fragment MyStoryCard_story on Story {\n    id\n    title\n    description\n    createdAt\n    status\n    media {\n      url\n      type\n      kind\n    }\n  }\n": types.MyStoryCard_StoryFragmentDoc,
    "\n  fragment StoryCard_story on Story {\n    id\n    title\n    description\n    location\n    createdAt\n    media {\n      url\n      type\n      kind\n    }\n  }\n": types.StoryCard_StoryFragmentDoc,
    "\n  query ApprovedStories($after: String) {\n    approvedStories(first: 12, after: $after) {\n      nodes {\n        id\n        ...StoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ApprovedStoriesDocument,
    "\n  mutation DeleteMyStory($id: ID!) {\n    deleteMyStory(id: $id)\n  }\n": types.DeleteMyStoryDocument,
    "\n  query MyStories($after: String) {\n    myStories(first: 20, after: $after) {\n      nodes {\n        id\n        title\n        ...MyStoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.MyStoriesDocument,
    "\n  mutation SubmitStory($input: SubmitStoryInput!, $mediaUploadId: ID) {\n    submitStory(input: $input, mediaUploadId: $mediaUploadId) {\n      id\n      status\n      ...MyStoryCard_story\n    }\n  }\n": types.SubmitStoryDocument,
    "\n  query DonationReceipt($id: ID!) {\n    donationReceipt(id: $id) {\n      id\n      receiptNumber\n      createdAt\n      amount\n      currency\n      recurring\n      periodStart\n      donorName\n      donorEmail\n      applicantName\n      testMode\n      zakat\n      keptAmount\n      disputeStatus\n      refunds {\n        id\n        refundNumber\n        createdAt\n        amount\n        reason\n        status\n      }\n    }\n  }\n": types.DonationReceiptDocument,
    "\n  fragment DonationRow_donation on Donation {\n    id\n    applicantName\n    createdAt\n    recurring\n    periodStart\n    amount\n    currency\n    status\n    disputeStatus\n    refunds {\n      id\n      amount\n      reason\n      status\n    }\n    receiptNumber\n    testMode\n    zakat\n    monthlyGift {\n      id\n      status\n      cancelReason\n      testRenewalUrl\n    }\n    anonymous\n    supportMessageStatus\n    dedication {\n      kind\n      name\n    }\n  }\n": types.DonationRow_DonationFragmentDoc,
    "\n  fragment DonorSummary_summary on FundraisingSummary {\n    id\n    openRequests\n    stillNeeded\n    totalRaised\n  }\n": types.DonorSummary_SummaryFragmentDoc,
    "\n  fragment FundraisingCard_request on FundraisingRequest {\n    id\n    fullName\n    city\n    country\n    hajjReason\n    travelType\n    requestedAmount\n    collectedAmount\n    heldAmount\n    donorCount\n    fullyFunded\n    zakatCategory\n  }\n": types.FundraisingCard_RequestFragmentDoc,
    "\n  mutation CancelMonthlyGift($id: ID!) {\n    cancelMonthlyGift(id: $id) {\n      id\n      status\n      cancelReason\n      canceledAt\n      testRenewalUrl\n    }\n  }\n": types.CancelMonthlyGiftDocument,
    "\n  mutation CreateCheckoutSession(\n    $applicationId: ID!\n    $amount: Float!\n    $recurring: Recurrence!\n    $locale: CheckoutLocale\n    $anonymous: Boolean\n    $supportMessage: String\n    $dedicationKind: DedicationKind\n    $dedicationName: String\n    $ecardEmail: String\n    $ecardLanguage: CheckoutLocale\n    $zakat: Boolean\n  ) {\n    createCheckoutSession(\n      applicationId: $applicationId\n      amount: $amount\n      recurring: $recurring\n      locale: $locale\n      anonymous: $anonymous\n      supportMessage: $supportMessage\n      dedicationKind: $dedicationKind\n      dedicationName: $dedicationName\n      ecardEmail: $ecardEmail\n      ecardLanguage: $ecardLanguage\n      zakat: $zakat\n    ) {\n      id\n      url\n    }\n  }\n": types.CreateCheckoutSessionDocument,
    "\n  query DonationHistory($after: String) {\n    myGivingSummary {\n      id\n      totalDonated\n      completedCount\n      livesHelped\n      journeysFullyFunded\n    }\n    myDonationHistory(first: 10, after: $after) {\n      nodes {\n        id\n        applicantName\n        monthlyGift {\n          id\n        }\n        ...DonationRow_donation\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.DonationHistoryDocument,
    "\n  query DonorDashboard($after: String, $zakatEligible: Boolean) {\n    fundraisingSummary {\n      id\n      ...DonorSummary_summary\n    }\n    approvedApplications(first: 12, after: $after, zakatEligible: $zakatEligible) {\n      nodes {\n        id\n        ...FundraisingCard_request\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.DonorDashboardDocument,
    "\n  query TrackingUpdates($after: String) {\n    myTrackingUpdates(first: 5, after: $after) {\n      nodes {\n        id\n        donationId\n        newStatus\n        applicantName\n        updateMessage\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.TrackingUpdatesDocument,
    "\n  mutation VerifyCheckoutSession($sessionId: String!) {\n    verifyCheckoutSession(sessionId: $sessionId) {\n      id\n      success\n      status\n      recurring\n      donation {\n        id\n        amount\n        currency\n        applicantName\n        receiptNumber\n        testMode\n        status\n        keptAmount\n        refundedAmount\n        refunds {\n          id\n          refundNumber\n          amount\n          reason\n          status\n        }\n      }\n    }\n  }\n": types.VerifyCheckoutSessionDocument,
    "\n  fragment ApplicationStatusCard_application on Application {\n    id\n    status\n    submittedAt\n    travelType\n    requestedAmount\n    collectedAmount\n    donorCount\n    rejectionReason\n    rejectionNote\n  }\n": types.ApplicationStatusCard_ApplicationFragmentDoc,
    "\n  query MyApplication {\n    myApplication {\n      id\n      status\n      ...ApplicationStatusCard_application\n    }\n  }\n": types.MyApplicationDocument,
    "\n  mutation SubmitApplication($input: SubmitApplicationInput!, $idDocumentUploadId: ID!) {\n    submitApplication(input: $input, idDocumentUploadId: $idDocumentUploadId) {\n      id\n      status\n      ...ApplicationStatusCard_application\n    }\n  }\n": types.SubmitApplicationDocument,
    "\n  query Transparency {\n    transparency {\n      given\n      refunded\n      paidOut\n      held\n      journeys\n      stages {\n        stage\n        journeys\n      }\n      months {\n        month\n        given\n        refunded\n        paidOut\n      }\n    }\n  }\n": types.TransparencyDocument,
    "\n  query PublicJourneyLedgers($after: String) {\n    publicJourneyLedgers(first: 10, after: $after) {\n      nodes {\n        applicationId\n        firstName\n        city\n        stage\n        given\n        refunded\n        transferredIn\n        transferredOut\n        paidOut\n        held\n        zakatKept\n        sadaqahKept\n        zakatPaidOut\n        lines {\n          kind\n          at\n          amount\n          balance\n          monthly\n          refundStatus\n          purpose\n          payee\n          operatorName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PublicJourneyLedgersDocument,
    "\n  query ZakatSettings {\n    zakatSettings {\n      nisab\n      nisabSetOn\n      rate\n    }\n  }\n": types.ZakatSettingsDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": types.SignOutEverywhereDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportMessages($applicationId: ID!) {\n    supportMessages(applicationId: $applicationId, first: 20) {\n      nodes {\n        id\n        message\n        anonymous\n        donorFirstName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupportMessages($applicationId: ID!) {\n    supportMessages(applicationId: $applicationId, first: 20) {\n      nodes {\n        id\n        message\n        anonymous\n        donorFirstName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CancellationChoiceFields_choice on CancellationChoice {\n    id\n    applicationId\n    firstName\n    donorName\n    keptCents\n    refundableCents\n    unrecoverableCents\n    refundPossible\n    includesZakat\n    deadlineAt\n    defaultAnswer\n    status\n    decidedBy\n    decidedAt\n    appliedCents\n    targetApplicationId\n    targetFirstName\n  }\n"): (typeof documents)["\n  fragment CancellationChoiceFields_choice on CancellationChoice {\n    id\n    applicationId\n    firstName\n    donorName\n    keptCents\n    refundableCents\n    unrecoverableCents\n    refundPossible\n    includesZakat\n    deadlineAt\n    defaultAnswer\n    status\n    decidedBy\n    decidedAt\n    appliedCents\n    targetApplicationId\n    targetFirstName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCancellationChoices {\n    myCancellationChoices {\n      ...CancellationChoiceFields_choice @unmask\n    }\n  }\n"): (typeof documents)["\n  query MyCancellationChoices {\n    myCancellationChoices {\n      ...CancellationChoiceFields_choice @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancellationMoveTargets($exceptApplicationId: ID) {\n    cancellationMoveTargets(exceptApplicationId: $exceptApplicationId) {\n      applicationId\n      firstName\n      roomCents\n      zakatEligible\n    }\n  }\n"): (typeof documents)["\n  query CancellationMoveTargets($exceptApplicationId: ID) {\n    cancellationMoveTargets(exceptApplicationId: $exceptApplicationId) {\n      applicationId\n      firstName\n      roomCents\n      zakatEligible\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerCancellationChoice($input: AnswerCancellationInput!) {\n    answerCancellationChoice(input: $input) {\n      ...CancellationChoiceFields_choice @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerCancellationChoice($input: AnswerCancellationInput!) {\n    answerCancellationChoice(input: $input) {\n      ...CancellationChoiceFields_choice @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JourneyCancellationChoices($applicationId: ID!) {\n    journeyCancellationChoices(applicationId: $applicationId) {\n      ...CancellationChoiceFields_choice @unmask\n    }\n    cancellationSettings {\n      defaultAnswer\n      days\n    }\n  }\n"): (typeof documents)["\n  query JourneyCancellationChoices($applicationId: ID!) {\n    journeyCancellationChoices(applicationId: $applicationId) {\n      ...CancellationChoiceFields_choice @unmask\n    }\n    cancellationSettings {\n      defaultAnswer\n      days\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCancellationDefault($defaultAnswer: CancellationAnswer!) {\n    setCancellationDefault(defaultAnswer: $defaultAnswer) {\n      defaultAnswer\n      days\n    }\n  }\n"): (typeof documents)["\n  mutation SetCancellationDefault($defaultAnswer: CancellationAnswer!) {\n    setCancellationDefault(defaultAnswer: $defaultAnswer) {\n      defaultAnswer\n      days\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JourneyFields_journey on Journey {\n    id\n    applicationId\n    applicantName\n    stage\n    history {\n      id\n      fromStage\n      toStage\n      changedAt\n      changedByName\n      bookingReference\n      operatorName\n      visaIssuedOn\n      departedOn\n      returnedOn\n      reason\n      proofDocumentType\n      proofDocumentUrl\n    }\n    thanks {\n      id\n      firstName\n      message\n      photoUrl\n      status\n      rejectReason\n      createdAt\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  fragment JourneyFields_journey on Journey {\n    id\n    applicationId\n    applicantName\n    stage\n    history {\n      id\n      fromStage\n      toStage\n      changedAt\n      changedByName\n      bookingReference\n      operatorName\n      visaIssuedOn\n      departedOn\n      returnedOn\n      reason\n      proofDocumentType\n      proofDocumentUrl\n    }\n    thanks {\n      id\n      firstName\n      message\n      photoUrl\n      status\n      rejectReason\n      createdAt\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminJourney($applicationId: ID!) {\n    journey(applicationId: $applicationId) {\n      ...JourneyFields_journey @unmask\n    }\n  }\n"): (typeof documents)["\n  query AdminJourney($applicationId: ID!) {\n    journey(applicationId: $applicationId) {\n      ...JourneyFields_journey @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyJourney {\n    myJourney {\n      ...JourneyFields_journey @unmask\n    }\n  }\n"): (typeof documents)["\n  query MyJourney {\n    myJourney {\n      ...JourneyFields_journey @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JourneyShare_share on DonorJourneyShare {\n    id\n    keptCents\n    journeyKeptCents\n    paidOutShareCents\n    payouts {\n      at\n      purpose\n      operatorName\n      amountCents\n      shareCents\n    }\n  }\n"): (typeof documents)["\n  fragment JourneyShare_share on DonorJourneyShare {\n    id\n    keptCents\n    journeyKeptCents\n    paidOutShareCents\n    payouts {\n      at\n      purpose\n      operatorName\n      amountCents\n      shareCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySupportedJourneys {\n    mySupportedJourneys {\n      ...JourneyFields_journey @unmask\n    }\n    myJourneyShares {\n      id\n      ...JourneyShare_share\n    }\n  }\n"): (typeof documents)["\n  query MySupportedJourneys {\n    mySupportedJourneys {\n      ...JourneyFields_journey @unmask\n    }\n    myJourneyShares {\n      id\n      ...JourneyShare_share\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveJourneyStage($input: MoveJourneyStageInput!, $proof: Upload) {\n    moveJourneyStage(input: $input, proof: $proof) {\n      ...JourneyFields_journey @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation MoveJourneyStage($input: MoveJourneyStageInput!, $proof: Upload) {\n    moveJourneyStage(input: $input, proof: $proof) {\n      ...JourneyFields_journey @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostJourneyUpdate($input: PostJourneyUpdateInput!) {\n    postJourneyUpdate(input: $input) {\n      update {\n        id\n        applicationId\n        newStatus\n        updateMessage\n        createdAt\n      }\n      donorsReached\n    }\n  }\n"): (typeof documents)["\n  mutation PostJourneyUpdate($input: PostJourneyUpdateInput!) {\n    postJourneyUpdate(input: $input) {\n      update {\n        id\n        applicationId\n        newStatus\n        updateMessage\n        createdAt\n      }\n      donorsReached\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostJourneyThanks($input: PostJourneyThanksInput!, $photo: Upload) {\n    postJourneyThanks(input: $input, photo: $photo) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PostJourneyThanks($input: PostJourneyThanksInput!, $photo: Upload) {\n    postJourneyThanks(input: $input, photo: $photo) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerateJourneyThanks($input: ModerateJourneyThanksInput!) {\n    moderateJourneyThanks(input: $input) {\n      id\n      status\n      rejectReason\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ModerateJourneyThanks($input: ModerateJourneyThanksInput!) {\n    moderateJourneyThanks(input: $input) {\n      id\n      status\n      rejectReason\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutFields_payout on Payout {\n    id\n    applicationId\n    payee\n    payeeName\n    amount\n    amountCents\n    currency\n    purpose\n    note\n    status\n    documentType\n    proposedById\n    proposedByName\n    proposedAt\n    approvedByName\n    approvedAt\n    paidByName\n    paidAt\n    transferReference\n    transferredOn\n    cancelledByName\n    cancelledAt\n    cancelReason\n  }\n"): (typeof documents)["\n  fragment PayoutFields_payout on Payout {\n    id\n    applicationId\n    payee\n    payeeName\n    amount\n    amountCents\n    currency\n    purpose\n    note\n    status\n    documentType\n    proposedById\n    proposedByName\n    proposedAt\n    approvedByName\n    approvedAt\n    paidByName\n    paidAt\n    transferReference\n    transferredOn\n    cancelledByName\n    cancelledAt\n    cancelReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JourneyPayouts($applicationId: ID!) {\n    journeyPayouts(applicationId: $applicationId) {\n      id\n      applicationId\n      keptCents\n      paidCents\n      approvedCents\n      proposedCents\n      availableCents\n      payouts {\n        id\n        ...PayoutFields_payout\n      }\n    }\n  }\n"): (typeof documents)["\n  query JourneyPayouts($applicationId: ID!) {\n    journeyPayouts(applicationId: $applicationId) {\n      id\n      applicationId\n      keptCents\n      paidCents\n      approvedCents\n      proposedCents\n      availableCents\n      payouts {\n        id\n        ...PayoutFields_payout\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutOperators {\n    operators {\n      id\n      name\n      country\n    }\n  }\n"): (typeof documents)["\n  query PayoutOperators {\n    operators {\n      id\n      name\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposePayout($input: ProposePayoutInput!, $document: Upload) {\n    proposePayout(input: $input, document: $document) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n"): (typeof documents)["\n  mutation ProposePayout($input: ProposePayoutInput!, $document: Upload) {\n    proposePayout(input: $input, document: $document) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApprovePayout($input: PayoutOfJourneyInput!) {\n    approvePayout(input: $input) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n"): (typeof documents)["\n  mutation ApprovePayout($input: PayoutOfJourneyInput!) {\n    approvePayout(input: $input) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkPayoutPaid($input: MarkPayoutPaidInput!) {\n    markPayoutPaid(input: $input) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n"): (typeof documents)["\n  mutation MarkPayoutPaid($input: MarkPayoutPaidInput!) {\n    markPayoutPaid(input: $input) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPayout($input: CancelPayoutInput!) {\n    cancelPayout(input: $input) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n"): (typeof documents)["\n  mutation CancelPayout($input: CancelPayoutInput!) {\n    cancelPayout(input: $input) {\n      id\n      ...PayoutFields_payout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    createdByName\n    lastUsedAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiKeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    createdByName\n    lastUsedAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      ...ApiKeyRow_apiKey\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      ...ApiKeyRow_apiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        ...ApiKeyRow_apiKey\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        ...ApiKeyRow_apiKey\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationCard_application on Application {\n    id\n    fullName\n    email\n    phone\n    status\n    submittedAt\n    familySize\n    requestedAmount\n    travelType\n    incomeBracket\n    address\n    hajjReason\n    referenceName\n    referencePhone\n    referenceRelation\n    idFileUrl\n    idDocumentDeletedAt\n    rejectionReason\n    rejectionNote\n    zakatCategory\n    zakatBasis\n  }\n"): (typeof documents)["\n  fragment ApplicationCard_application on Application {\n    id\n    fullName\n    email\n    phone\n    status\n    submittedAt\n    familySize\n    requestedAmount\n    travelType\n    incomeBracket\n    address\n    hajjReason\n    referenceName\n    referencePhone\n    referenceRelation\n    idFileUrl\n    idDocumentDeletedAt\n    rejectionReason\n    rejectionNote\n    zakatCategory\n    zakatBasis\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApplications($status: ApplicationStatus!, $after: String) {\n    applications(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        # The reject dialog names the applicant; the card reads the rest from its fragment.\n        fullName\n        ...ApplicationCard_application\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminApplications($status: ApplicationStatus!, $after: String) {\n    applications(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        # The reject dialog names the applicant; the card reads the rest from its fragment.\n        fullName\n        ...ApplicationCard_application\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminZakatSettings {\n    zakatSettings {\n      nisab\n      nisabSetOn\n    }\n  }\n"): (typeof documents)["\n  query AdminZakatSettings {\n    zakatSettings {\n      nisab\n      nisabSetOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetZakatNisab($nisab: Float!, $setOn: String!) {\n    setZakatNisab(nisab: $nisab, setOn: $setOn) {\n      nisab\n      nisabSetOn\n    }\n  }\n"): (typeof documents)["\n  mutation SetZakatNisab($nisab: Float!, $setOn: String!) {\n    setZakatNisab(nisab: $nisab, setOn: $setOn) {\n      nisab\n      nisabSetOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewApplication($id: ID!, $decision: ReviewDecision!, $reason: RejectionReason, $note: String) {\n    reviewApplication(id: $id, decision: $decision, reason: $reason, note: $note) {\n      application {\n        id\n        status\n        reviewedAt\n        rejectionReason\n        rejectionNote\n        ...ApplicationCard_application\n      }\n      # Every count a decision changes, so each screen showing them follows by normalization (the\n      # dashboard's own fragment is not spread here: a feature spreads only its own fragments).\n      counts {\n        id\n        pending\n        approved\n        rejected\n        submittedThisWeek\n        approvedThisMonth\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewApplication($id: ID!, $decision: ReviewDecision!, $reason: RejectionReason, $note: String) {\n    reviewApplication(id: $id, decision: $decision, reason: $reason, note: $note) {\n      application {\n        id\n        status\n        reviewedAt\n        rejectionReason\n        rejectionNote\n        ...ApplicationCard_application\n      }\n      # Every count a decision changes, so each screen showing them follows by normalization (the\n      # dashboard's own fragment is not spread here: a feature spreads only its own fragments).\n      counts {\n        id\n        pending\n        approved\n        rejected\n        submittedThisWeek\n        approvedThisMonth\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkJourneyZakatEligible($id: ID!, $category: ZakatCategory!, $basis: String!) {\n    markJourneyZakatEligible(id: $id, category: $category, basis: $basis) {\n      category\n      basis\n      markedAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkJourneyZakatEligible($id: ID!, $category: ZakatCategory!, $basis: String!) {\n    markJourneyZakatEligible(id: $id, category: $category, basis: $basis) {\n      category\n      basis\n      markedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnmarkJourneyZakatEligible($id: ID!) {\n    unmarkJourneyZakatEligible(id: $id) {\n      category\n      basis\n      markedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UnmarkJourneyZakatEligible($id: ID!) {\n    unmarkJourneyZakatEligible(id: $id) {\n      category\n      basis\n      markedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerCharts {\n    ledgerCharts {\n      weeks {\n        week\n        given\n        refunded\n        paidOut\n      }\n      funnel {\n        applications\n        approved\n        funded\n        travelled\n      }\n    }\n  }\n"): (typeof documents)["\n  query LedgerCharts {\n    ledgerCharts {\n      weeks {\n        week\n        given\n        refunded\n        paidOut\n      }\n      funnel {\n        applications\n        approved\n        funded\n        travelled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminStats_counts on ApplicationCounts {\n    id\n    pending\n    approved\n    rejected\n    submittedThisWeek\n    approvedThisMonth\n  }\n"): (typeof documents)["\n  fragment AdminStats_counts on ApplicationCounts {\n    id\n    pending\n    approved\n    rejected\n    submittedThisWeek\n    approvedThisMonth\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminStats_donations on DonationStats {\n    id\n    donationCount\n    completedCount\n    totalAmount\n    amountThisMonth\n    completedThisWeek\n    heldAmount\n  }\n"): (typeof documents)["\n  fragment AdminStats_donations on DonationStats {\n    id\n    donationCount\n    completedCount\n    totalAmount\n    amountThisMonth\n    completedThisWeek\n    heldAmount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    applicationCounts {\n      id\n      pending\n      approved\n      rejected\n      ...AdminStats_counts\n    }\n    donationStats {\n      id\n      donationCount\n      ...AdminStats_donations\n    }\n    storyCounts {\n      id\n      pending\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    applicationCounts {\n      id\n      pending\n      approved\n      rejected\n      ...AdminStats_counts\n    }\n    donationStats {\n      id\n      donationCount\n      ...AdminStats_donations\n    }\n    storyCounts {\n      id\n      pending\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FailedJobs($queue: BackgroundJobQueue, $first: Int) {\n    failedJobs(queue: $queue, first: $first) {\n      id\n      queue\n      attempts\n      error\n      createdAt\n      failedAt\n    }\n  }\n"): (typeof documents)["\n  query FailedJobs($queue: BackgroundJobQueue, $first: Int) {\n    failedJobs(queue: $queue, first: $first) {\n      id\n      queue\n      attempts\n      error\n      createdAt\n      failedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryFailedJob($id: ID!) {\n    retryFailedJob(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RetryFailedJob($id: ID!) {\n    retryFailedJob(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessages($first: Int) {\n    contactMessages(first: $first) {\n      nodes {\n        id\n        name\n        email\n        subject\n        message\n        language\n        createdAt\n        handledAt\n      }\n      unhandled\n    }\n  }\n"): (typeof documents)["\n  query ContactMessages($first: Int) {\n    contactMessages(first: $first) {\n      nodes {\n        id\n        name\n        email\n        subject\n        message\n        language\n        createdAt\n        handledAt\n      }\n      unhandled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterSubscribers($first: Int) {\n    newsletterSubscribers(first: $first) {\n      nodes {\n        id\n        email\n        language\n        status\n        createdAt\n      }\n      confirmed\n    }\n  }\n"): (typeof documents)["\n  query NewsletterSubscribers($first: Int) {\n    newsletterSubscribers(first: $first) {\n      nodes {\n        id\n        email\n        language\n        status\n        createdAt\n      }\n      confirmed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNewsletter($input: SendNewsletterInput!) {\n    sendNewsletter(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendNewsletter($input: SendNewsletterInput!) {\n    sendNewsletter(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OperatorRow_operator on Operator {\n    id\n    name\n    country\n    licenceNumber\n    contact\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment OperatorRow_operator on Operator {\n    id\n    name\n    country\n    licenceNumber\n    contact\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOperators {\n    operators {\n      id\n      ...OperatorRow_operator\n    }\n  }\n"): (typeof documents)["\n  query AdminOperators {\n    operators {\n      id\n      ...OperatorRow_operator\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOperator($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n      ...OperatorRow_operator\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOperator($input: OperatorInput!) {\n    createOperator(input: $input) {\n      id\n      ...OperatorRow_operator\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOperator($id: ID!, $input: OperatorInput!) {\n    updateOperator(id: $id, input: $input) {\n      id\n      ...OperatorRow_operator\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOperator($id: ID!, $input: OperatorInput!) {\n    updateOperator(id: $id, input: $input) {\n      id\n      ...OperatorRow_operator\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySecondFactors {\n    mySecondFactors {\n      factors {\n        id\n        kind\n        label\n        createdAt\n        lastUsedAt\n      }\n      recoveryCodesLeft\n      required\n    }\n  }\n"): (typeof documents)["\n  query MySecondFactors {\n    mySecondFactors {\n      factors {\n        id\n        kind\n        label\n        createdAt\n        lastUsedAt\n      }\n      recoveryCodesLeft\n      required\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SecondFactorEnrolmentFields on SecondFactorEnrolment {\n    factor {\n      id\n      kind\n      label\n    }\n    recoveryCodes\n    session {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SecondFactorEnrolmentFields on SecondFactorEnrolment {\n    factor {\n      id\n      kind\n      label\n    }\n    recoveryCodes\n    session {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTotpEnrolment {\n    startTotpEnrolment {\n      factorId\n      secret\n      uri\n      qrSvg\n    }\n  }\n"): (typeof documents)["\n  mutation StartTotpEnrolment {\n    startTotpEnrolment {\n      factorId\n      secret\n      uri\n      qrSvg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpEnrolment($factorId: ID!, $code: String!, $label: String) {\n    confirmTotpEnrolment(factorId: $factorId, code: $code, label: $label) {\n      ...SecondFactorEnrolmentFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTotpEnrolment($factorId: ID!, $code: String!, $label: String) {\n    confirmTotpEnrolment(factorId: $factorId, code: $code, label: $label) {\n      ...SecondFactorEnrolmentFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPasskeyEnrolment {\n    startPasskeyEnrolment\n  }\n"): (typeof documents)["\n  mutation StartPasskeyEnrolment {\n    startPasskeyEnrolment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishPasskeyEnrolment($response: String!, $label: String) {\n    finishPasskeyEnrolment(response: $response, label: $label) {\n      ...SecondFactorEnrolmentFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation FinishPasskeyEnrolment($response: String!, $label: String) {\n    finishPasskeyEnrolment(response: $response, label: $label) {\n      ...SecondFactorEnrolmentFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSecondFactor($id: ID!) {\n    removeSecondFactor(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveSecondFactor($id: ID!) {\n    removeSecondFactor(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewRecoveryCodes {\n    renewRecoveryCodes\n  }\n"): (typeof documents)["\n  mutation RenewRecoveryCodes {\n    renewRecoveryCodes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Reauthenticate($password: String, $code: String) {\n    reauthenticate(password: $password, code: $code) {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Reauthenticate($password: String, $code: String) {\n    reauthenticate(password: $password, code: $code) {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingStoryCard_story on Story {\n    id\n    title\n    description\n    location\n    createdAt\n    status\n    media {\n      url\n      type\n      kind\n      size\n    }\n  }\n"): (typeof documents)["\n  fragment PendingStoryCard_story on Story {\n    id\n    title\n    description\n    location\n    createdAt\n    status\n    media {\n      url\n      type\n      kind\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublishedStoryCard_story on Story {\n    id\n    title\n    description\n    location\n    createdAt\n    media {\n      url\n      type\n      kind\n    }\n  }\n"): (typeof documents)["\n  fragment PublishedStoryCard_story on Story {\n    id\n    title\n    description\n    location\n    createdAt\n    media {\n      url\n      type\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerateStory($id: ID!, $decision: ModerationDecision!) {\n    moderateStory(id: $id, decision: $decision) {\n      story {\n        id\n        status\n        media {\n          url\n        }\n      }\n      counts {\n        id\n        pending\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ModerateStory($id: ID!, $decision: ModerationDecision!) {\n    moderateStory(id: $id, decision: $decision) {\n      story {\n        id\n        status\n        media {\n          url\n        }\n      }\n      counts {\n        id\n        pending\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingStories($after: String) {\n    pendingStories(first: 20, after: $after) {\n      nodes {\n        id\n        ...PendingStoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingStories($after: String) {\n    pendingStories(first: 20, after: $after) {\n      nodes {\n        id\n        ...PendingStoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedStories($after: String) {\n    approvedStories(first: 20, after: $after) {\n      nodes {\n        id\n        title\n        ...PublishedStoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublishedStories($after: String) {\n    approvedStories(first: 20, after: $after) {\n      nodes {\n        id\n        title\n        ...PublishedStoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawStory($id: ID!) {\n    withdrawStory(id: $id) {\n      story {\n        id\n        status\n        media {\n          url\n        }\n      }\n      counts {\n        id\n        pending\n        approved\n        withdrawn\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawStory($id: ID!) {\n    withdrawStory(id: $id) {\n      story {\n        id\n        status\n        media {\n          url\n        }\n      }\n      counts {\n        id\n        pending\n        approved\n        withdrawn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingSupportMessages {\n    pendingSupportMessages(first: 50) {\n      nodes {\n        id\n        message\n        status\n        anonymous\n        donorName\n        applicationId\n        applicantFirstName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingSupportMessages {\n    pendingSupportMessages(first: 50) {\n      nodes {\n        id\n        message\n        status\n        anonymous\n        donorName\n        applicationId\n        applicantFirstName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerateSupportMessage($id: ID!, $decision: SupportMessageDecision!) {\n    moderateSupportMessage(id: $id, decision: $decision) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ModerateSupportMessage($id: ID!, $decision: SupportMessageDecision!) {\n    moderateSupportMessage(id: $id, decision: $decision) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentsWaitingNotice_paymentsWaiting on PaymentsWaiting {\n    id\n    checkouts\n    refundsPending\n    refundsFailed\n    oldestSince\n  }\n"): (typeof documents)["\n  fragment PaymentsWaitingNotice_paymentsWaiting on PaymentsWaiting {\n    id\n    checkouts\n    refundsPending\n    refundsFailed\n    oldestSince\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundDialog_donation on Donation {\n    id\n    status\n    amount\n    refundedAmount\n    donorName\n    applicantName\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RefundDialog_donation on Donation {\n    id\n    status\n    amount\n    refundedAmount\n    donorName\n    applicantName\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrackedDonation_donation on Donation {\n    id\n    applicantName\n    donorName\n    amount\n    currency\n    recurring\n    status\n    createdAt\n    exceededGoal\n    testMode\n    zakat\n    keptAmount\n    refundedAmount\n    chargedAmount\n    chargedCurrency\n    disputeStatus\n    refunds {\n      id\n      refundNumber\n      amount\n      reason\n      status\n      note\n      createdAt\n    }\n    trackingStatus\n    trackingMessage\n    trackingUpdatedAt\n  }\n"): (typeof documents)["\n  fragment TrackedDonation_donation on Donation {\n    id\n    applicantName\n    donorName\n    amount\n    currency\n    recurring\n    status\n    createdAt\n    exceededGoal\n    testMode\n    zakat\n    keptAmount\n    refundedAmount\n    chargedAmount\n    chargedCurrency\n    disputeStatus\n    refunds {\n      id\n      refundNumber\n      amount\n      reason\n      status\n      note\n      createdAt\n    }\n    trackingStatus\n    trackingMessage\n    trackingUpdatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDonations($status: DonationStatus, $after: String) {\n    paymentsWaiting {\n      id\n      ...PaymentsWaitingNotice_paymentsWaiting\n    }\n    donations(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        applicantName\n        donorName\n        amount\n        currency\n        recurring\n        createdAt\n        keptAmount\n        ...TrackedDonation_donation\n        ...RefundDialog_donation\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDonations($status: DonationStatus, $after: String) {\n    paymentsWaiting {\n      id\n      ...PaymentsWaitingNotice_paymentsWaiting\n    }\n    donations(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        applicantName\n        donorName\n        amount\n        currency\n        recurring\n        createdAt\n        keptAmount\n        ...TrackedDonation_donation\n        ...RefundDialog_donation\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostTrackingUpdate($input: PostTrackingUpdateInput!) {\n    postTrackingUpdate(input: $input) {\n      update {\n        id\n      }\n      donation {\n        id\n        trackingStatus\n        trackingMessage\n        trackingUpdatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PostTrackingUpdate($input: PostTrackingUpdateInput!) {\n    postTrackingUpdate(input: $input) {\n      update {\n        id\n      }\n      donation {\n        id\n        trackingStatus\n        trackingMessage\n        trackingUpdatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundDonation($input: RefundDonationInput!) {\n    refundDonation(input: $input) {\n      donation {\n        id\n        applicantName\n        donorName\n        amount\n        recurring\n        createdAt\n        keptAmount\n        # moveRefundedDonation reads the new status.\n        status\n        ...TrackedDonation_donation\n        ...RefundDialog_donation\n      }\n      application {\n        id\n        collectedAmount\n        donorCount\n      }\n      # Every total a refund changes, so the stat cards follow by normalization (the dashboard's own\n      # fragment is not spread here: a feature spreads only its own fragments).\n      stats {\n        id\n        donationCount\n        completedCount\n        totalAmount\n        amountThisMonth\n        completedThisWeek\n        heldAmount\n      }\n      paymentsWaiting {\n        id\n        ...PaymentsWaitingNotice_paymentsWaiting\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefundDonation($input: RefundDonationInput!) {\n    refundDonation(input: $input) {\n      donation {\n        id\n        applicantName\n        donorName\n        amount\n        recurring\n        createdAt\n        keptAmount\n        # moveRefundedDonation reads the new status.\n        status\n        ...TrackedDonation_donation\n        ...RefundDialog_donation\n      }\n      application {\n        id\n        collectedAmount\n        donorCount\n      }\n      # Every total a refund changes, so the stat cards follow by normalization (the dashboard's own\n      # fragment is not spread here: a feature spreads only its own fragments).\n      stats {\n        id\n        donationCount\n        completedCount\n        totalAmount\n        amountThisMonth\n        completedThisWeek\n        heldAmount\n      }\n      paymentsWaiting {\n        id\n        ...PaymentsWaitingNotice_paymentsWaiting\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryRow_delivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    lastError\n    lastStatusCode\n    lastAttemptAt\n    nextAttemptAt\n    deliveredAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryRow_delivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    lastError\n    lastStatusCode\n    lastAttemptAt\n    nextAttemptAt\n    deliveredAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointRow_endpoint on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    description\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointRow_endpoint on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    description\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($filter: WebhookDeliveryFilter, $first: Int, $after: String) {\n    webhookDeliveries(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        ...WebhookDeliveryRow_delivery\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($filter: WebhookDeliveryFilter, $first: Int, $after: String) {\n    webhookDeliveries(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        ...WebhookDeliveryRow_delivery\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      enabled\n      ...WebhookEndpointRow_endpoint\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      enabled\n      ...WebhookEndpointRow_endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        enabled\n        ...WebhookEndpointRow_endpoint\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        enabled\n        ...WebhookEndpointRow_endpoint\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      url\n      enabled\n      ...WebhookEndpointRow_endpoint\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      url\n      enabled\n      ...WebhookEndpointRow_endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($role: Role!, $input: LoginInput!) {\n    login(role: $role, input: $input) {\n      token\n      step\n      factorKinds\n      account {\n        id\n        fullname\n        email\n        role\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($role: Role!, $input: LoginInput!) {\n    login(role: $role, input: $input) {\n      token\n      step\n      factorKinds\n      account {\n        id\n        fullname\n        email\n        role\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($role: Role!, $email: String!) {\n    requestPasswordReset(role: $role, email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($role: Role!, $email: String!) {\n    requestPasswordReset(role: $role, email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailLanguage {\n    me {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  query EmailLanguage {\n    me {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEmailLanguage($language: AccountLanguage!) {\n    setMyLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SetEmailLanguage($language: AccountLanguage!) {\n    setMyLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($role: Role!, $input: RegisterInput!) {\n    register(role: $role, input: $input) {\n      token\n      account {\n        id\n        fullname\n        email\n        role\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($role: Role!, $input: RegisterInput!) {\n    register(role: $role, input: $input) {\n      token\n      account {\n        id\n        fullname\n        email\n        role\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n"): (typeof documents)["\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifySecondFactor($input: SecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifySecondFactor($input: SecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      token\n      account {\n        id\n        fullname\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyStoryCard_story on Story {\n    id\n    title\n    description\n    createdAt\n    status\n    media {\n      url\n      type\n      kind\n    }\n  }\n"): (typeof documents)["\n  fragment MyStoryCard_story on Story {\n    id\n    title\n    description\n    createdAt\n    status\n    media {\n      url\n      type\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoryCard_story on Story {\n    id\n    title\n    description\n    location\n    createdAt\n    media {\n      url\n      type\n      kind\n    }\n  }\n"): (typeof documents)["\n  fragment StoryCard_story on Story {\n    id\n    title\n    description\n    location\n    createdAt\n    media {\n      url\n      type\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovedStories($after: String) {\n    approvedStories(first: 12, after: $after) {\n      nodes {\n        id\n        ...StoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApprovedStories($after: String) {\n    approvedStories(first: 12, after: $after) {\n      nodes {\n        id\n        ...StoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyStory($id: ID!) {\n    deleteMyStory(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMyStory($id: ID!) {\n    deleteMyStory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStories($after: String) {\n    myStories(first: 20, after: $after) {\n      nodes {\n        id\n        title\n        ...MyStoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyStories($after: String) {\n    myStories(first: 20, after: $after) {\n      nodes {\n        id\n        title\n        ...MyStoryCard_story\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitStory($input: SubmitStoryInput!, $mediaUploadId: ID) {\n    submitStory(input: $input, mediaUploadId: $mediaUploadId) {\n      id\n      status\n      ...MyStoryCard_story\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitStory($input: SubmitStoryInput!, $mediaUploadId: ID) {\n    submitStory(input: $input, mediaUploadId: $mediaUploadId) {\n      id\n      status\n      ...MyStoryCard_story\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DonationReceipt($id: ID!) {\n    donationReceipt(id: $id) {\n      id\n      receiptNumber\n      createdAt\n      amount\n      currency\n      recurring\n      periodStart\n      donorName\n      donorEmail\n      applicantName\n      testMode\n      zakat\n      keptAmount\n      disputeStatus\n      refunds {\n        id\n        refundNumber\n        createdAt\n        amount\n        reason\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query DonationReceipt($id: ID!) {\n    donationReceipt(id: $id) {\n      id\n      receiptNumber\n      createdAt\n      amount\n      currency\n      recurring\n      periodStart\n      donorName\n      donorEmail\n      applicantName\n      testMode\n      zakat\n      keptAmount\n      disputeStatus\n      refunds {\n        id\n        refundNumber\n        createdAt\n        amount\n        reason\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DonationRow_donation on Donation {\n    id\n    applicantName\n    createdAt\n    recurring\n    periodStart\n    amount\n    currency\n    status\n    disputeStatus\n    refunds {\n      id\n      amount\n      reason\n      status\n    }\n    receiptNumber\n    testMode\n    zakat\n    monthlyGift {\n      id\n      status\n      cancelReason\n      testRenewalUrl\n    }\n    anonymous\n    supportMessageStatus\n    dedication {\n      kind\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment DonationRow_donation on Donation {\n    id\n    applicantName\n    createdAt\n    recurring\n    periodStart\n    amount\n    currency\n    status\n    disputeStatus\n    refunds {\n      id\n      amount\n      reason\n      status\n    }\n    receiptNumber\n    testMode\n    zakat\n    monthlyGift {\n      id\n      status\n      cancelReason\n      testRenewalUrl\n    }\n    anonymous\n    supportMessageStatus\n    dedication {\n      kind\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DonorSummary_summary on FundraisingSummary {\n    id\n    openRequests\n    stillNeeded\n    totalRaised\n  }\n"): (typeof documents)["\n  fragment DonorSummary_summary on FundraisingSummary {\n    id\n    openRequests\n    stillNeeded\n    totalRaised\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FundraisingCard_request on FundraisingRequest {\n    id\n    fullName\n    city\n    country\n    hajjReason\n    travelType\n    requestedAmount\n    collectedAmount\n    heldAmount\n    donorCount\n    fullyFunded\n    zakatCategory\n  }\n"): (typeof documents)["\n  fragment FundraisingCard_request on FundraisingRequest {\n    id\n    fullName\n    city\n    country\n    hajjReason\n    travelType\n    requestedAmount\n    collectedAmount\n    heldAmount\n    donorCount\n    fullyFunded\n    zakatCategory\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMonthlyGift($id: ID!) {\n    cancelMonthlyGift(id: $id) {\n      id\n      status\n      cancelReason\n      canceledAt\n      testRenewalUrl\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMonthlyGift($id: ID!) {\n    cancelMonthlyGift(id: $id) {\n      id\n      status\n      cancelReason\n      canceledAt\n      testRenewalUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckoutSession(\n    $applicationId: ID!\n    $amount: Float!\n    $recurring: Recurrence!\n    $locale: CheckoutLocale\n    $anonymous: Boolean\n    $supportMessage: String\n    $dedicationKind: DedicationKind\n    $dedicationName: String\n    $ecardEmail: String\n    $ecardLanguage: CheckoutLocale\n    $zakat: Boolean\n  ) {\n    createCheckoutSession(\n      applicationId: $applicationId\n      amount: $amount\n      recurring: $recurring\n      locale: $locale\n      anonymous: $anonymous\n      supportMessage: $supportMessage\n      dedicationKind: $dedicationKind\n      dedicationName: $dedicationName\n      ecardEmail: $ecardEmail\n      ecardLanguage: $ecardLanguage\n      zakat: $zakat\n    ) {\n      id\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCheckoutSession(\n    $applicationId: ID!\n    $amount: Float!\n    $recurring: Recurrence!\n    $locale: CheckoutLocale\n    $anonymous: Boolean\n    $supportMessage: String\n    $dedicationKind: DedicationKind\n    $dedicationName: String\n    $ecardEmail: String\n    $ecardLanguage: CheckoutLocale\n    $zakat: Boolean\n  ) {\n    createCheckoutSession(\n      applicationId: $applicationId\n      amount: $amount\n      recurring: $recurring\n      locale: $locale\n      anonymous: $anonymous\n      supportMessage: $supportMessage\n      dedicationKind: $dedicationKind\n      dedicationName: $dedicationName\n      ecardEmail: $ecardEmail\n      ecardLanguage: $ecardLanguage\n      zakat: $zakat\n    ) {\n      id\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DonationHistory($after: String) {\n    myGivingSummary {\n      id\n      totalDonated\n      completedCount\n      livesHelped\n      journeysFullyFunded\n    }\n    myDonationHistory(first: 10, after: $after) {\n      nodes {\n        id\n        applicantName\n        monthlyGift {\n          id\n        }\n        ...DonationRow_donation\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query DonationHistory($after: String) {\n    myGivingSummary {\n      id\n      totalDonated\n      completedCount\n      livesHelped\n      journeysFullyFunded\n    }\n    myDonationHistory(first: 10, after: $after) {\n      nodes {\n        id\n        applicantName\n        monthlyGift {\n          id\n        }\n        ...DonationRow_donation\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DonorDashboard($after: String, $zakatEligible: Boolean) {\n    fundraisingSummary {\n      id\n      ...DonorSummary_summary\n    }\n    approvedApplications(first: 12, after: $after, zakatEligible: $zakatEligible) {\n      nodes {\n        id\n        ...FundraisingCard_request\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query DonorDashboard($after: String, $zakatEligible: Boolean) {\n    fundraisingSummary {\n      id\n      ...DonorSummary_summary\n    }\n    approvedApplications(first: 12, after: $after, zakatEligible: $zakatEligible) {\n      nodes {\n        id\n        ...FundraisingCard_request\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackingUpdates($after: String) {\n    myTrackingUpdates(first: 5, after: $after) {\n      nodes {\n        id\n        donationId\n        newStatus\n        applicantName\n        updateMessage\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrackingUpdates($after: String) {\n    myTrackingUpdates(first: 5, after: $after) {\n      nodes {\n        id\n        donationId\n        newStatus\n        applicantName\n        updateMessage\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCheckoutSession($sessionId: String!) {\n    verifyCheckoutSession(sessionId: $sessionId) {\n      id\n      success\n      status\n      recurring\n      donation {\n        id\n        amount\n        currency\n        applicantName\n        receiptNumber\n        testMode\n        status\n        keptAmount\n        refundedAmount\n        refunds {\n          id\n          refundNumber\n          amount\n          reason\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyCheckoutSession($sessionId: String!) {\n    verifyCheckoutSession(sessionId: $sessionId) {\n      id\n      success\n      status\n      recurring\n      donation {\n        id\n        amount\n        currency\n        applicantName\n        receiptNumber\n        testMode\n        status\n        keptAmount\n        refundedAmount\n        refunds {\n          id\n          refundNumber\n          amount\n          reason\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationStatusCard_application on Application {\n    id\n    status\n    submittedAt\n    travelType\n    requestedAmount\n    collectedAmount\n    donorCount\n    rejectionReason\n    rejectionNote\n  }\n"): (typeof documents)["\n  fragment ApplicationStatusCard_application on Application {\n    id\n    status\n    submittedAt\n    travelType\n    requestedAmount\n    collectedAmount\n    donorCount\n    rejectionReason\n    rejectionNote\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApplication {\n    myApplication {\n      id\n      status\n      ...ApplicationStatusCard_application\n    }\n  }\n"): (typeof documents)["\n  query MyApplication {\n    myApplication {\n      id\n      status\n      ...ApplicationStatusCard_application\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitApplication($input: SubmitApplicationInput!, $idDocumentUploadId: ID!) {\n    submitApplication(input: $input, idDocumentUploadId: $idDocumentUploadId) {\n      id\n      status\n      ...ApplicationStatusCard_application\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitApplication($input: SubmitApplicationInput!, $idDocumentUploadId: ID!) {\n    submitApplication(input: $input, idDocumentUploadId: $idDocumentUploadId) {\n      id\n      status\n      ...ApplicationStatusCard_application\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transparency {\n    transparency {\n      given\n      refunded\n      paidOut\n      held\n      journeys\n      stages {\n        stage\n        journeys\n      }\n      months {\n        month\n        given\n        refunded\n        paidOut\n      }\n    }\n  }\n"): (typeof documents)["\n  query Transparency {\n    transparency {\n      given\n      refunded\n      paidOut\n      held\n      journeys\n      stages {\n        stage\n        journeys\n      }\n      months {\n        month\n        given\n        refunded\n        paidOut\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicJourneyLedgers($after: String) {\n    publicJourneyLedgers(first: 10, after: $after) {\n      nodes {\n        applicationId\n        firstName\n        city\n        stage\n        given\n        refunded\n        transferredIn\n        transferredOut\n        paidOut\n        held\n        zakatKept\n        sadaqahKept\n        zakatPaidOut\n        lines {\n          kind\n          at\n          amount\n          balance\n          monthly\n          refundStatus\n          purpose\n          payee\n          operatorName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicJourneyLedgers($after: String) {\n    publicJourneyLedgers(first: 10, after: $after) {\n      nodes {\n        applicationId\n        firstName\n        city\n        stage\n        given\n        refunded\n        transferredIn\n        transferredOut\n        paidOut\n        held\n        zakatKept\n        sadaqahKept\n        zakatPaidOut\n        lines {\n          kind\n          at\n          amount\n          balance\n          monthly\n          refundStatus\n          purpose\n          payee\n          operatorName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ZakatSettings {\n    zakatSettings {\n      nisab\n      nisabSetOn\n      rate\n    }\n  }\n"): (typeof documents)["\n  query ZakatSettings {\n    zakatSettings {\n      nisab\n      nisabSetOn\n      rate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;