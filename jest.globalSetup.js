export { setup as default } from './jest.tmpdir.js';
