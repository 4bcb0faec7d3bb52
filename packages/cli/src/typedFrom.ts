// The folder the user typed the command in, which relative paths on its command line are read from.
import { isAbsolute } from 'node:path';

/**
 * `npm run switchboard -- …` runs the command in the repository's root, wherever it was typed; npm names the folder
 * it was typed in as INIT_CWD. Under that script (and only that one: `npm start`'s own paths are the root's) the
 * command's folder is INIT_CWD; otherwise it is the process's.
 *
 * @example
 *   typedFrom('/repo', { npm_lifecycle_event: 'switchboard', INIT_CWD: '/repo/flows/customer-care' }) // '/repo/flows/customer-care'
 */
export function typedFrom(processCwd: string, env: NodeJS.ProcessEnv): string {
  const typedIn = env.INIT_CWD;
  if (env.npm_lifecycle_event !== 'switchboard' || typedIn === undefined || !isAbsolute(typedIn)) return processCwd;
  return typedIn;
}
