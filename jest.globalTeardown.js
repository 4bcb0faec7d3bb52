export { teardown as default } from './jest.tmpdir.js';
