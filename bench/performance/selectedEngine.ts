// The engine under measurement: the matcher's public path.
export { matcherEngine as engine } from './matcherEngine.js';
