// Which major of each peer goes with which NestJS major, as the package's peerDependencies say.

/** The NestJS majors the package supports: the alternatives of its `@nestjs/common` peer range (`[11, 12]`). */
export function nestMajors(peerDependencies) {
  return majorsOf(peerDependencies['@nestjs/common']);
}

/**
 * The major of each peer that follows the NestJS major: a peer whose range has one alternative per NestJS major
 * (`"@nestjs/axios": "^4.0.0 || ^12.0.0"` beside `"@nestjs/common": "^11.0.0 || ^12.0.0"`) takes the alternative
 * at the same place. Returns `{ '@nestjs/axios': 4, ... }` for NestJS 11.
 * @throws Error when the package does not support that NestJS major
 */
export function peerMajorsFor(peerDependencies, nestMajor) {
  const index = nestMajors(peerDependencies).indexOf(nestMajor);
  if (index === -1) throw new Error(`the package's peerDependencies do not support NestJS ${nestMajor}`);
  const majors = {};
  for (const [name, range] of Object.entries(peerDependencies)) {
    const alternatives = majorsOf(range);
    if (alternatives.length === nestMajors(peerDependencies).length) majors[name] = alternatives[index];
  }
  return majors;
}

/** The major of each alternative of a range: `"^4.0.0 || ^12.0.0"` gives `[4, 12]`. */
function majorsOf(range) {
  return range.split('||').map((alternative) => Number(/\d+/.exec(alternative)[0]));
}
