// The README's install line of a NestJS major, which the consumer test installs in each host of that major.

/** The package's own name in the install line; the consumer test puts the packed tarball in its place. */
export const PACKAGE_NAME = '@vendor/nest-integrations';

/** The marker before the README's install line of a NestJS major: `<!-- install-line: nestjs-11 -->`. */
export function installLineMarker(nestMajor) {
  return `<!-- install-line: nestjs-${nestMajor} -->`;
}

/**
 * The install command of a NestJS major: the one `npm install` line of the ```bash block right after its marker.
 * @throws Error naming the marker when the README has none, or no such block after it
 */
export function readmeInstallLine(readme, nestMajor) {
  const marker = installLineMarker(nestMajor);
  const at = readme.indexOf(marker);
  if (at === -1) {
    throw new Error(`README.md has no ${marker} marker before the install line of NestJS ${nestMajor}`);
  }
  const block = /^\s*```bash\n(npm install [^\n]+)\n```/.exec(readme.slice(at + marker.length));
  if (!block)
    throw new Error(`README.md: ${marker} is not followed by a \`\`\`bash block of one npm install line`);
  return block[1].trim();
}

/** The packages an install command names, with the range given (`@nestjs/axios@^4`) or null (`axios`). */
export function installedSpecs(command) {
  return command
    .split(/\s+/)
    .slice(2)
    .filter((word) => !word.startsWith('-'))
    .map((spec) => {
      const at = spec.indexOf('@', 1);
      return at === -1 ? { name: spec, range: null } : { name: spec.slice(0, at), range: spec.slice(at + 1) };
    });
}

/**
 * The arguments after `npm install` of the command, with the package's own name replaced by the tarball.
 * @throws Error when the command does not install the package
 */
export function installArguments(command, tarball) {
  const words = command.split(/\s+/).slice(2);
  if (!words.includes(PACKAGE_NAME))
    throw new Error(`the install line does not install ${PACKAGE_NAME}: ${command}`);
  return words.map((word) => (word === PACKAGE_NAME ? tarball : word));
}
