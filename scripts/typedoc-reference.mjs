// A TypeDoc plugin (typedoc.json `plugin`): groups every module's exports by what they are for (modules, clients,
// resources, data, exceptions, options, ...) instead of by TypeScript kind, so a subpath's page reads as a
// reference. It tags each export with `@group`, from its name and its source folder, before TypeDoc groups them;
// an export whose own doc comment has a `@group` keeps it. A re-export (the root import's, or `InvalidArgumentException`
// in a module's subpath) goes to the group of what it re-exports. typedoc.json's `groupOrder` orders the groups.
// It also titles each guide of `projectDocuments` by its first heading ("Lock users and permissions"), not its file
// name, unless its front matter has a `title` or its file is named in capitals (README, CHANGELOG, SECURITY). And it
// widens the sidebar, so that a module named by its import path (`@vendor/nest-integrations/accounting/standalone`)
// fits.
import { Comment, CommentTag, Converter, JSX, ReflectionKind } from 'typedoc';

/** The sidebar wider than TypeDoc's, and long names broken rather than cut. */
const SIDEBAR_CSS = `
@media (min-width: 1200px) {
  .container-main { grid-template-columns: minmax(0, 1.6fr) minmax(0, 2.5fr) minmax(0, 16rem); }
}
.tsd-navigation a span { overflow-wrap: anywhere; }
`;

/** Classes and functions: in `./testing`, the sandboxes and what starts them, not their data. */
const CALLABLE_OR_CLASS = ReflectionKind.Class | ReflectionKind.Function;

/** The groups, first match wins: [title, test of (name, source path, kind)]. */
const GROUPS = [
  ['Sandboxes', (name, path, kind) => path.startsWith('src/testing/') && (kind & CALLABLE_OR_CLASS) !== 0],
  ['Options', (name, path) => path.startsWith('src/testing/') && /Options$/.test(name)],
  ['Sandbox data', (name, path) => path.startsWith('src/testing/')],
  ['Commands', (name, path) => /(^|\/)commands\//.test(path) || path.startsWith('src/common/cli/')],
  ['Exceptions', (name) => /Exception$/.test(name)],
  ['NestJS modules', (name, path, kind) => kind === ReflectionKind.Class && /Module$/.test(name)],
  ['Clients', (name, path, kind) => kind === ReflectionKind.Class && /^(Lock|\w+Client|\w+Api)$/.test(name)],
  [
    'Resources',
    (name, path, kind) => kind === ReflectionKind.Class && path.startsWith('src/lock/resources/'),
  ],
  [
    'Options',
    (name, path) =>
      /(Options|OptionsFactory|Settings|Config|Extras)$/.test(name) ||
      /(-settings|\.config|-env|-options|\.constants|module-definition)\.ts$/.test(path) ||
      /\/interfaces\/[\w-]*options[\w-]*\.interface\.ts$/.test(path),
  ],
  [
    'Data',
    (name, path) =>
      /^src\/lock\/(data|api)\//.test(path) ||
      /^src\/accounting\/(interfaces\/accounting-(address|article|company-info|relation|sales-order[\w-]*)\.interface|accounting-payload|echo-result)\.ts$/.test(
        path,
      ) ||
      /^src\/delivery\/(message|message-status)\.ts$/.test(path),
  ],
  ['Webhook events', (name, path) => /\/webhooks\/lock-webhook-event(s|-names)\.ts$/.test(path)],
  ['Filters, guards and decorators', (name, path) => /\.(filter|guard|decorators?)\.ts$/.test(path)],
  ['Telemetry', (name, path) => path.startsWith('src/common/telemetry/')],
  ['Token stores', (name) => /TokenStore$/.test(name)],
];

/** The reflection kinds that are a module's exports. */
const EXPORT_KINDS =
  ReflectionKind.Class |
  ReflectionKind.Interface |
  ReflectionKind.TypeAlias |
  ReflectionKind.Variable |
  ReflectionKind.Function |
  ReflectionKind.Enum;

function groupOf(reflection) {
  const target = reflection.isReference() ? reflection.getTargetReflectionDeep() : reflection;
  if (!target.kindOf(EXPORT_KINDS)) return undefined;
  const own = target.comment?.getTag('@group');
  if (own) return own.content;
  const path = target.sources?.[0]?.fileName ?? '';
  const match = GROUPS.find(([, test]) => test(target.name, path, target.kind));
  return match ? [{ kind: 'text', text: match[0] }] : undefined;
}

/** The text of a Markdown document's first `# ` heading, or undefined. */
function firstHeading(document) {
  const markdown = document.content.map((part) => part.text).join('');
  return /^# (.+)$/m.exec(markdown)?.[1].trim();
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.hooks.on('head.end', () =>
    JSX.createElement('style', null, JSX.createElement(JSX.Raw, { html: SIDEBAR_CSS })),
  );
  app.converter.on(Converter.EVENT_CREATE_DOCUMENT, (context, document) => {
    if ('title' in document.frontmatter || document.name === document.name.toUpperCase()) return;
    document.name = firstHeading(document) ?? document.name;
  });
  // Before TypeDoc's GroupPlugin, which groups at RESOLVE_END with priority -100.
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const module of context.project.getReflectionsByKind(ReflectionKind.SomeModule)) {
      for (const child of module.children ?? []) {
        if (child.comment?.getTag('@group')) continue;
        const group = groupOf(child);
        if (group === undefined) continue;
        child.comment ??= new Comment();
        child.comment.blockTags.push(new CommentTag('@group', group));
      }
    }
  });
}
