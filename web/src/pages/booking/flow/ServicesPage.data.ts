import type { LoaderFunctionArgs } from 'react-router';
import { loadFlow } from './flowData';

export const loader = (args: LoaderFunctionArgs) => loadFlow(args);
