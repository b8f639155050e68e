import { LogoutPage } from '@/features/auth/logout-page';

export default LogoutPage;
