export { loader } from './profileData';
