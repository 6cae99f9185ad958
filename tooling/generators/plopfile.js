import { featureGenerator } from './feature-generator.js';

/** @param {import('node-plop').NodePlopAPI} plop */
export default function generators(plop) {
  featureGenerator(plop);
}
