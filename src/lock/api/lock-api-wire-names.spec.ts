import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const STRUCTURE_SCRIPT = join(ROOT, 'scripts', 'lock-api-structure.mjs');
const COPY_SCRIPT = join(ROOT, 'scripts', 'lock-api-neutral-copy.mjs');
/** Built, like the copy script builds it, so that this file does not spell it. */
const VENDOR = ['n', 'u', 'k', 'i'].join('');

/** The copy script's `neutralCopy` applied to a document, in a node child process (the script is an ES module). */
function neutralCopyOf(document: unknown): unknown {
  const source = `
    import { readFileSync } from 'node:fs';
    const { neutralCopy } = await import(${JSON.stringify(COPY_SCRIPT)});
    process.stdout.write(JSON.stringify(neutralCopy(JSON.parse(readFileSync(0, 'utf8')))));`;
  const printed = execFileSync(process.execPath, ['--input-type=module', '-e', source], {
    encoding: 'utf8',
    input: JSON.stringify(document),
  });
  return JSON.parse(printed);
}

describe("The project's copy of the lock vendor's OpenAPI keeps every wire name", () => {
  it("has the vendor document's paths, operations, parameters and schema property keys (lock-api.wire-structure.txt)", () => {
    const copy = execFileSync(
      process.execPath,
      [STRUCTURE_SCRIPT, join(ROOT, 'openapi', 'lock-api.openapi.json')],
      {
        encoding: 'utf8',
      },
    );
    const vendor = readFileSync(join(ROOT, 'openapi', 'lock-api.wire-structure.txt'), 'utf8');
    const lines = (text: string) => text.split('\n').filter((line) => line !== '');
    const copied = new Set(lines(copy));
    const wire = new Set(lines(vendor));
    expect({
      renamedOrMissing: [...wire].filter((line) => !copied.has(line)),
      added: [...copied].filter((line) => !wire.has(line)),
    }).toEqual({ renamedOrMissing: [], added: [] });
    expect(wire).toContain(`property components/schemas/AccountSetting.Web ${VENDOR}ClubDismissed`);
  }, 60_000);

  it('neutral-names texts only: a path, parameter or property with the vendor name keeps it', () => {
    const name = `${VENDOR[0].toUpperCase()}${VENDOR.slice(1)}`;
    const vendorDocument = {
      info: { title: `${name} API` },
      paths: {
        [`/${VENDOR}Box/{${VENDOR}Id}`]: {
          get: {
            summary: `Reads a ${name} box`,
            parameters: [{ name: `${VENDOR}Id`, in: 'path', description: `The ${name} id` }],
            responses: {},
          },
        },
      },
      components: {
        schemas: {
          Web: {
            title: `${name} web`,
            properties: { [`${VENDOR}ClubDismissed`]: { type: 'boolean', description: `${name} Club` } },
            required: [`${VENDOR}ClubDismissed`],
          },
        },
      },
    };
    const copy = neutralCopyOf(vendorDocument) as typeof vendorDocument;

    expect(Object.keys(copy.paths)).toEqual([`/${VENDOR}Box/{${VENDOR}Id}`]);
    const operation = Object.values(copy.paths)[0].get;
    expect(operation.summary).toBe('Reads a vendor box');
    expect(operation.parameters).toEqual([{ name: `${VENDOR}Id`, in: 'path', description: 'The vendor id' }]);
    expect(copy.components.schemas.Web).toEqual({
      title: 'vendor web',
      properties: { [`${VENDOR}ClubDismissed`]: { type: 'boolean', description: "the vendor's club" } },
      required: [`${VENDOR}ClubDismissed`],
    });
  }, 60_000);
});
