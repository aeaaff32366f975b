export * from './profile-access';
