import { RegisterForm } from '../components/register-form';

export function SeekerRegisterPage() {
  return <RegisterForm role="seeker" />;
}

export function DonorRegisterPage() {
  return <RegisterForm role="donor" />;
}

export function AdminRegisterPage() {
  return <RegisterForm role="admin" />;
}
