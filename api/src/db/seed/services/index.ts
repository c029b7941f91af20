// Every service template, by treatment.
import { bodyServices } from './body.js';
import { faceServices } from './face.js';
import { fitnessServices, tattooServices } from './fitnessAndTattoo.js';
import { hairServices } from './hair.js';
import { healthServices } from './health.js';
import { nailServices } from './nails.js';
import type { ServiceTemplate } from './serviceTemplate.js';

export const serviceTemplates: readonly ServiceTemplate[] = [
  ...hairServices,
  ...nailServices,
  ...faceServices,
  ...bodyServices,
  ...healthServices,
  ...fitnessServices,
  ...tattooServices,
];
