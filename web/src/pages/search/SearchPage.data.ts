export { loader } from './searchLoader';
