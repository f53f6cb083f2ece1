import { AccountSettings } from '../components/account-settings';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ResetPasswordForm } from '../components/reset-password-form';

export const SeekerForgotPasswordPage = () => <ForgotPasswordForm role="seeker" />;
export const DonorForgotPasswordPage = () => <ForgotPasswordForm role="donor" />;
export const AdminForgotPasswordPage = () => <ForgotPasswordForm role="admin" />;
export const SeekerResetPasswordPage = () => <ResetPasswordForm role="seeker" />;
export const DonorResetPasswordPage = () => <ResetPasswordForm role="donor" />;
export const AdminResetPasswordPage = () => <ResetPasswordForm role="admin" />;
export const SeekerAccountPage = () => <AccountSettings role="seeker" />;
export const DonorAccountPage = () => <AccountSettings role="donor" />;
export const AdminAccountPage = () => <AccountSettings role="admin" />;
