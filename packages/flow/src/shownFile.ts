// How a file is named in what the commands print: the shortest honest name, one rule for validate, replay and run.
import { isAbsolute, relative } from 'node:path';

/**
 * The file relative to `cwd` when that is shorter than its absolute path (always inside `cwd`; a short climb such as
 * `../flow.yaml` too), else the absolute path (`/tmp/x/flow.yaml`, not `../../tmp/x/flow.yaml`). A name that is no
 * path (`<stdin>`) is shown as it is; so is `cwd` itself, and a file on another drive.
 *
 * @example shownFile('/home/ann/flows/care/flow.yaml', '/home/ann/flows') // "care/flow.yaml"
 * @example shownFile('/tmp/x/bad.call.yaml', '/home/ann/flows') // "/tmp/x/bad.call.yaml"
 */
export function shownFile(file: string, cwd: string): string {
  if (!isAbsolute(file)) return file;
  const fromCwd = relative(cwd, file);
  return fromCwd === '' || isAbsolute(fromCwd) || fromCwd.length >= file.length ? file : fromCwd;
}
