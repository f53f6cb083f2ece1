export { AdminEnrolPage, AdminSecurityPage } from './security-page';
