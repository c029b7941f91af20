export { loader } from './startLoader';
