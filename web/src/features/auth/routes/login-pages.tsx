import { LoginForm } from '../components/login-form';

export function SeekerLoginPage() {
  return <LoginForm role="seeker" />;
}

export function DonorLoginPage() {
  return <LoginForm role="donor" />;
}

export function AdminLoginPage() {
  return <LoginForm role="admin" />;
}
