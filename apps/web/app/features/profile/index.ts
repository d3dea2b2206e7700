/** The profile feature's public face. */
export { ProfileScreen, ProfileLoading } from './components/profile-screen';
export { profileMessages } from './messages';
