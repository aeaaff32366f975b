import { LandingPage } from '../../features/landing/components/landing-page';

export const Component = LandingPage;
