import { lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Role } from '../lib/auth/roles';
import { RouteError } from './layout/route-error';
import { SiteLayout } from './layout/site-layout';
import { RequireRole } from './require-role';

/** Each screen is its own chunk (STYLE §12): public pages load no dashboard code. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const HomePage = page(() => import('../features/home/home-page'), 'HomePage');
const CommunityPage = page(() => import('../features/community/community-page'), 'CommunityPage');
const TransparencyPage = page(() => import('../features/transparency/transparency-page'), 'TransparencyPage');
const LearnMorePage = page(() => import('../features/learn-more/learn-more-page'), 'LearnMorePage');
const ContactPage = page(() => import('../features/contact/contact-page'), 'ContactPage');
const TermsPage = page(() => import('../features/terms/terms-page'), 'TermsPage');
const ZakatPolicyPage = page(() => import('../features/zakat/zakat-policy-page'), 'ZakatPolicyPage');
const ZakatCalculatorPage = page(() => import('../features/zakat/zakat-calculator-page'), 'ZakatCalculatorPage');
const SeekerLoginPage = page(() => import('../features/auth/routes/login-pages'), 'SeekerLoginPage');
const DonorLoginPage = page(() => import('../features/auth/routes/login-pages'), 'DonorLoginPage');
const AdminLoginPage = page(() => import('../features/auth/routes/login-pages'), 'AdminLoginPage');
const SeekerRegisterPage = page(() => import('../features/auth/routes/register-pages'), 'SeekerRegisterPage');
const DonorRegisterPage = page(() => import('../features/auth/routes/register-pages'), 'DonorRegisterPage');
const AdminRegisterPage = page(() => import('../features/auth/routes/register-pages'), 'AdminRegisterPage');
const SeekerForgotPasswordPage = page(() => import('../features/auth/routes/password-pages'), 'SeekerForgotPasswordPage');
const DonorForgotPasswordPage = page(() => import('../features/auth/routes/password-pages'), 'DonorForgotPasswordPage');
const AdminForgotPasswordPage = page(() => import('../features/auth/routes/password-pages'), 'AdminForgotPasswordPage');
const SeekerResetPasswordPage = page(() => import('../features/auth/routes/password-pages'), 'SeekerResetPasswordPage');
const DonorResetPasswordPage = page(() => import('../features/auth/routes/password-pages'), 'DonorResetPasswordPage');
const AdminResetPasswordPage = page(() => import('../features/auth/routes/password-pages'), 'AdminResetPasswordPage');
const SeekerAccountPage = page(() => import('../features/auth/routes/password-pages'), 'SeekerAccountPage');
const DonorAccountPage = page(() => import('../features/auth/routes/password-pages'), 'DonorAccountPage');
const AdminAccountPage = page(() => import('../features/auth/routes/password-pages'), 'AdminAccountPage');
const SeekerFormPage = page(() => import('../features/seeker-form/seeker-form-page'), 'SeekerFormPage');
const DonorDashboardPage = page(() => import('../features/donor-dashboard/donor-dashboard-page'), 'DonorDashboardPage');
const AdminDashboardPage = page(() => import('./admin-dashboard-route'), 'AdminDashboardRoute');
const AdminVerifyPage = page(() => import('../features/auth/components/second-factor-sign-in'), 'SecondFactorSignIn');
const AdminEnrolPage = page(() => import('../features/admin-second-factor/routes'), 'AdminEnrolPage');
const AdminSecurityPage = page(() => import('../features/admin-second-factor/routes'), 'AdminSecurityPage');
const AdminGraphiQLPage = page(() => import('../features/admin-graphiql/admin-graphiql-page'), 'AdminGraphiQLPage');
const PaymentSuccessPage = page(() => import('../features/payments/payment-success-page'), 'PaymentSuccessPage');
const PaymentCancelPage = page(() => import('../features/payments/payment-cancel-page'), 'PaymentCancelPage');
const ReceiptPage = page(() => import('../features/donation-receipt/receipt-page'), 'ReceiptPage');
const ApolloOutlet = page(() => import('./apollo-outlet'), 'ApolloOutlet');
const NotFoundPage = page(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

const guarded = (role: Role, element: ReactNode) => <RequireRole role={role}>{element}</RequireRole>;

/** SPEC §2's route table. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/learn-more', element: <LearnMorePage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/terms', element: <TermsPage /> },
      // Issue 31: the zakat policy (its text configurable like the terms).
      { path: '/zakat', element: <ZakatPolicyPage /> },
      {
        // The screens that call the API; the static pages above load no GraphQL client.
        element: <ApolloOutlet />,
        children: [
          { path: '/community', element: <CommunityPage /> },
          { path: '/transparency', element: <TransparencyPage /> },
          // Issue 31: the zakat calculator (the nisab is read from the API; nothing typed is sent).
          { path: '/zakat/calculator', element: <ZakatCalculatorPage /> },
          { path: '/seeker/login', element: <SeekerLoginPage /> },
          { path: '/seeker/register', element: <SeekerRegisterPage /> },
          { path: '/donor/login', element: <DonorLoginPage /> },
          { path: '/donor/register', element: <DonorRegisterPage /> },
          { path: '/admin/login', element: <AdminLoginPage /> },
          { path: '/admin/register', element: <AdminRegisterPage /> },
          // Issue 19: an admin's second factor, right after the password (its token is the tab's own).
          { path: '/admin/verify', element: <AdminVerifyPage /> },
          { path: '/admin/enrol', element: <AdminEnrolPage /> },
          { path: '/seeker/forgot-password', element: <SeekerForgotPasswordPage /> },
          { path: '/donor/forgot-password', element: <DonorForgotPasswordPage /> },
          { path: '/admin/forgot-password', element: <AdminForgotPasswordPage /> },
          { path: '/seeker/reset-password', element: <SeekerResetPasswordPage /> },
          { path: '/donor/reset-password', element: <DonorResetPasswordPage /> },
          { path: '/admin/reset-password', element: <AdminResetPasswordPage /> },
          { path: '/seeker/account', element: guarded('seeker', <SeekerAccountPage />) },
          { path: '/donor/account', element: guarded('donor', <DonorAccountPage />) },
          { path: '/admin/account', element: guarded('admin', <AdminAccountPage />) },
          { path: '/seeker-form', element: guarded('seeker', <SeekerFormPage />) },
          { path: '/donor/dashboard', element: guarded('donor', <DonorDashboardPage />) },
          { path: '/donor/success', element: guarded('donor', <PaymentSuccessPage />) },
          { path: '/donor/cancel', element: guarded('donor', <PaymentCancelPage />) },
          { path: '/donor/receipt/:id', element: guarded('donor', <ReceiptPage />) },
          { path: '/admin/dashboard', element: guarded('admin', <AdminDashboardPage />) },
          // DESIGN §2: the admins' GraphQL IDE (its own chunk; GraphiQL loads nothing from a CDN).
          { path: '/admin/graphiql', element: guarded('admin', <AdminGraphiQLPage />) },
          { path: '/admin/security', element: guarded('admin', <AdminSecurityPage />) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
