import { accessSync, chmodSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';

export interface VideoBinaries {
  ffmpeg: string;
  ffprobe: string;
}

/**
 * ffmpeg and ffprobe: the system's when FFMPEG_PATH / FFPROBE_PATH name them, else the static
 * builds npm installs (@ffmpeg-installer/<platform>, @ffprobe-installer/<platform>), so
 * `npm ci && npm start` needs nothing else. Resolved from this file's place, not bundled: the
 * binaries stay in node_modules beside the built server.
 */
export function videoBinaries(env: {
  FFMPEG_PATH?: string | undefined;
  FFPROBE_PATH?: string | undefined;
}): VideoBinaries {
  return {
    ffmpeg: env.FFMPEG_PATH ?? fromNpm('@ffmpeg-installer', 'ffmpeg', 'FFMPEG_PATH'),
    ffprobe: env.FFPROBE_PATH ?? fromNpm('@ffprobe-installer', 'ffprobe', 'FFPROBE_PATH'),
  };
}

const found = new Map<string, string>();

function fromNpm(scope: string, binary: string, variable: string): string {
  const name = `${scope}/${platform()}-${arch()}/${binary}${platform() === 'win32' ? '.exe' : ''}`;
  const known = found.get(name);
  if (known) return known;
  let path: string;
  try {
    path = createRequire(import.meta.url).resolve(name);
  } catch {
    throw new Error(`${binary} is not installed for ${platform()}-${arch()} (${name}): set ${variable}`);
  }
  try {
    accessSync(path, constants.X_OK);
  } catch {
    // The package makes it executable in a postinstall script, which npm may have skipped
    // (`npm warn install-scripts`): do it here.
    try {
      chmodSync(path, 0o755);
    } catch {
      throw new Error(`${path} is not executable and cannot be made so: set ${variable}`);
    }
  }
  found.set(name, path);
  return path;
}
