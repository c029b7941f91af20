import { useDeployment } from './deployment.js';

/**
 * Russian is served where the project runs in the ru region (web/src/app/locale.ts): a second
 * deployment of the same build with PROJECT_COUNTRY=RU (support/deployment.ts). Call inside a
 * describe block. Answers the deployment's origin.
 */
export function useRuDeployment(offset: number): string {
  return useDeployment(offset, { PROJECT_COUNTRY: 'RU' });
}
