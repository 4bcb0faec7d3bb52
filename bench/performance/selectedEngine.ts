// The engine under measurement.
export { scanEngine as engine } from './scanEngine.js';
