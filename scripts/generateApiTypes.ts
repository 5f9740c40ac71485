/**
 * Generates the contract types with openapi-typescript:
 * - `src/api/generated/{v2,v1,p2p}.ts` for the console, from the contracts as written;
 * - `server/generated/{v2,v1,p2p}.ts` for the server's typed handlers, from the contracts as the server
 *   sees a request after validation: a field or parameter with a `default` is always present there
 *   (the validator fills it in), so those types mark it required. Those files hold only what differs
 *   from the console's types (`serverOverlay`): the rest is the console's, imported, not written twice,
 *   and an operation that differs only by defaults is the console's with `WithDefaults` naming them.
 * `--check` regenerates in memory and fails when a committed file differs (CI: types never stale).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import YAML from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const header = '// Generated from openapi/%s.yaml by `npm run api:generate`. Do not edit.\n/* eslint-disable */\n';
const SERVICES = ['v2', 'v1', 'p2p'];

/** Marks every property and parameter that has a default as required, in place. */
function defaultsRequired(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(defaultsRequired);
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const properties = record.properties as Record<string, Record<string, unknown>> | undefined;
  if (properties && typeof properties === 'object') {
    const withDefault = Object.keys(properties).filter((key) => properties[key] && 'default' in properties[key]!);
    if (withDefault.length) record.required = [...new Set([...((record.required as string[] | undefined) ?? []), ...withDefault])];
  }
  if (typeof record.in === 'string' && record.schema && typeof record.schema === 'object' && 'default' in (record.schema as object)) record.required = true;
  Object.values(record).forEach(defaultsRequired);
}

/** A copy of openapi/ (contracts and components) with defaults made required, for the server's types. */
function serverView(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-'));
  const copy = (relative: string) => {
    const document = YAML.parse(fs.readFileSync(path.join(root, 'openapi', relative), 'utf8'));
    defaultsRequired(document);
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), YAML.stringify(document));
  };
  for (const file of fs.readdirSync(path.join(root, 'openapi', 'components'))) copy(path.join('components', file));
  for (const service of SERVICES) copy(`${service}.yaml`);
  return dir;
}

/** One member of a generated interface block: its key and its text (with its doc comment). */
interface Entry {
  key: string;
  text: string;
}

/**
 * The members of the block that opens at `open` (a line ending in `{`), at one indent deeper.
 * openapi-typescript prints one member per line, or a `{` … `};` block at the member's indent.
 */
function members(lines: string[], open: number): { entries: Entry[]; close: number } {
  const indent = (lines[open]!.match(/^ */)![0].length) + 4;
  const pad = ' '.repeat(indent);
  const closing = `${' '.repeat(indent - 4)}};`;
  const entries: Entry[] = [];
  let pending: string[] = [];
  let i = open + 1;
  for (; lines[i] !== closing && lines[i] !== closing.slice(0, -1); i++) {
    const line = lines[i]!;
    if (!line.startsWith(pad)) throw new Error(`Unexpected line ${i + 1}: ${line}`);
    const rest = line.slice(indent);
    if (rest.startsWith('/**') || rest.startsWith(' *')) {
      pending.push(line);
      continue;
    }
    const key = /^("(?:[^"\\]|\\.)*"|[\w$]+)\??:/.exec(rest)?.[1];
    if (!key) throw new Error(`No member at line ${i + 1}: ${line}`);
    const text = [...pending, line];
    pending = [];
    if (rest.endsWith('{')) {
      while (lines[i] !== `${pad}};`) text.push(lines[++i]!);
    }
    entries.push({ key: key.startsWith('"') ? (JSON.parse(key) as string) : key, text: text.join('\n') });
  }
  return { entries, close: i };
}

/** The members of `export interface <name> {` and, for `components`, of each of its sections. */
function block(content: string, name: string): Entry[] {
  const lines = content.split('\n');
  const open = lines.indexOf(`export interface ${name} {`);
  if (open < 0) throw new Error(`No interface ${name}`);
  return members(lines, open).entries;
}

function sections(content: string): Map<string, Entry[] | string> {
  const lines = content.split('\n');
  const result = new Map<string, Entry[] | string>();
  const open = lines.indexOf('export interface components {');
  for (let i = open + 1; lines[i] !== '}'; i++) {
    const section = /^ {4}(\w+): (.*)$/.exec(lines[i]!);
    if (!section) throw new Error(`Unexpected components line ${i + 1}`);
    if (section[2] === '{') {
      const { entries, close } = members(lines, i);
      result.set(section[1]!, entries);
      i = close;
    } else result.set(section[1]!, section[2]!.replace(/;$/, ''));
  }
  return result;
}

/** A line of an interface member (`key: …` or `key?: …`): indent, key, optional mark, value. */
const MEMBER = /^( *)("(?:[^"\\]|\\.)*"|[\w$]+)(\??): (.*)$/;
const typeKey = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

/** Keys made required at one level, and the objects below whose keys are. */
interface DefaultsNode {
  required: Set<string>;
  below: Map<string, DefaultsNode>;
}
const node = (): DefaultsNode => ({ required: new Set(), below: new Map() });
const specText = ({ required, below }: DefaultsNode): string => {
  const objects = [...below].map(([key, child]) => `${typeKey(key)}: ${specText(child)}`);
  return [...[...required].map((key) => JSON.stringify(key)), ...(objects.length ? [`{ ${objects.join('; ')} }`] : [])].join(' | ');
};

/**
 * The second argument of `WithDefaults` (server/http/contractDefaults.ts) that turns the console's text of an
 * operation into the server's, or undefined when the two differ in anything else than keys made required
 * in the parameters or, through plain objects, in the JSON request body: then the operation is written out.
 */
function defaultsOf(consoleText: string, serverText: string): string | undefined {
  const theirs = consoleText.split('\n');
  const mine = serverText.split('\n');
  if (theirs.length !== mine.length) return undefined;
  const parameters = new Map<string, DefaultsNode>();
  const body = node();
  const stack: { indent: number; key: string; plain: boolean }[] = [];
  for (let i = 0; i < mine.length; i++) {
    const line = mine[i]!;
    const member = MEMBER.exec(theirs[i]!);
    if (line !== theirs[i]) {
      if (!member || member[3] !== '?' || line !== `${member[1]}${member[2]}: ${member[4]}`) return undefined;
      const key = member[2]!.startsWith('"') ? (JSON.parse(member[2]!) as string) : member[2]!;
      const path = [...stack.slice(1).map((s) => s.key), key];
      if (stack.slice(1).some((s) => !s.plain)) return undefined;
      if (path[0] === 'parameters' && path.length === 3) {
        if (!parameters.has(path[1]!)) parameters.set(path[1]!, node());
        parameters.get(path[1]!)!.required.add(key);
      } else if (path[0] === 'parameters' && path.length === 2 && line.endsWith('{')) {
        // a location made required by the parameters in it made required: WithDefaults does it
      } else if (path.slice(0, 3).join('/') === 'requestBody/content/application/json' && path.length > 3) {
        let at = body;
        for (const step of path.slice(3, -1)) {
          if (!at.below.has(step)) at.below.set(step, node());
          at = at.below.get(step)!;
        }
        at.required.add(key);
      } else return undefined;
    }
    const close = /^( *)}(.*)$/.exec(line);
    if (close) {
      const closed = stack.pop();
      if (closed && close[2]!.endsWith('{')) stack.push({ ...closed, plain: false }); // `} | {`: a union
    } else if (member && member[4] === '{') {
      const indent = member[1]!.length;
      const end = mine.findIndex((l, j) => j > i && l.startsWith(`${' '.repeat(indent)}}`));
      stack.push({ indent, key: member[2]!.startsWith('"') ? (JSON.parse(member[2]!) as string) : member[2]!, plain: mine[end] === `${' '.repeat(indent)}};` });
    }
  }
  const parts = [...parameters].map(([location, keys]) => `${location}: ${specText(keys)}`);
  if (body.required.size || body.below.size) parts.push(`body: ${specText(body)}`);
  return parts.length ? `{ ${parts.join('; ')} }` : undefined;
}

const REFERENCE = /components\["(\w+)"\]\["([^"]+)"\]/g;
const keyList = (keys: string[]) => keys.map((k) => JSON.stringify(k)).join(' | ');

/**
 * The server's types as an overlay on the console's: a component or an operation is written here only
 * when its server text differs (a default made required) or it refers to a component that does; the
 * rest is the console's type, imported. The same types as the full server view, half a megabyte less.
 * An operation whose only difference is defaults `defaultsOf` can name is derived, not written.
 */
function serverOverlay(service: string, consoleContent: string, serverContent: string): string {
  const consoleSections = sections(consoleContent);
  const serverSections = sections(serverContent);
  const differs = new Set<string>(); // "section/name"
  const all: { id: string; text: string }[] = [];
  for (const [section, entries] of serverSections) {
    if (typeof entries === 'string') continue;
    const mine = consoleSections.get(section);
    const theirs = new Map((typeof mine === 'string' || !mine ? [] : mine).map((e) => [e.key, e.text]));
    for (const entry of entries) {
      all.push({ id: `${section}/${entry.key}`, text: entry.text });
      if (theirs.get(entry.key) !== entry.text) differs.add(`${section}/${entry.key}`);
    }
  }
  const refersToDiffering = (text: string) => [...text.matchAll(REFERENCE)].some((m) => differs.has(`${m[1]}/${m[2]}`));
  for (let grown = true; grown; ) {
    grown = false;
    for (const { id, text } of all) {
      if (!differs.has(id) && refersToDiffering(text)) [grown] = [true, differs.add(id)];
    }
  }
  const consoleOperations = new Map(block(consoleContent, 'operations').map((e) => [e.key, e.text]));
  const operations = block(serverContent, 'operations').filter((e) => consoleOperations.get(e.key) !== e.text || refersToDiffering(e.text));

  // An operation whose defaults WithDefaults can name is the console's, derived; any other is written out.
  const operationLines = operations.map((e) => {
    const defaults = refersToDiffering(e.text) ? undefined : defaultsOf(consoleOperations.get(e.key) ?? '', e.text);
    const key = JSON.stringify(e.key);
    return defaults ? `    ${key}: WithDefaults<ConsoleOperations[${key}], ${defaults}>;` : e.text;
  });
  const out = [
    `// Generated from openapi/${service}.yaml by \`npm run api:generate\`. Do not edit.`,
    '// The server\'s view of the contract (every field or parameter with a default is required): the console\'s',
    '// types, with only the components and operations that differ written here.',
    '/* eslint-disable */',
    `import type { components as ConsoleComponents, operations as ConsoleOperations } from '../../src/api/generated/${service}.ts';`,
    ...(operationLines.some((line) => line.includes(': WithDefaults<')) ? ["import type { WithDefaults } from '../http/contractDefaults.ts';"] : []),
    '',
  ];
  if (!differs.size) out.push('export type components = ConsoleComponents;');
  else {
    out.push('export interface components {');
    for (const [section, entries] of serverSections) {
      const changed = typeof entries === 'string' ? [] : entries.filter((e) => differs.has(`${section}/${e.key}`));
      if (!changed.length) out.push(`    ${section}: ConsoleComponents["${section}"];`);
      else {
        out.push(`    ${section}: Omit<ConsoleComponents["${section}"], ${keyList(changed.map((e) => e.key))}> & {`);
        for (const e of changed) out.push(e.text);
        out.push('    };');
      }
    }
    out.push('}');
  }
  if (!operations.length) out.push('export type operations = ConsoleOperations;');
  else {
    out.push(`export type operations = Omit<ConsoleOperations, ${keyList(operations.map((e) => e.key))}> & {`);
    out.push(...operationLines);
    out.push('};');
  }
  return `${out.join('\n')}\n`;
}

let stale = 0;
const consoleContents = new Map<string, string>();
async function generate(sourceDir: string, outDir: string, overlay: boolean) {
  fs.mkdirSync(outDir, { recursive: true });
  for (const service of SERVICES) {
    const ast = await openapiTS(pathToFileURL(path.join(sourceDir, `${service}.yaml`)), { alphabetize: false });
    const full = header.replace('%s', service) + astToString(ast);
    if (!overlay) consoleContents.set(service, full);
    const content = overlay ? serverOverlay(service, consoleContents.get(service)!, full) : full;
    const target = path.join(outDir, `${service}.ts`);
    if (check) {
      const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
      if (current !== content) {
        console.error(`Stale: ${path.relative(root, target)} — run npm run api:generate`);
        stale++;
      }
    } else {
      fs.writeFileSync(target, content);
      console.log(`Wrote ${path.relative(root, target)}`);
    }
  }
}

await generate(path.join(root, 'openapi'), path.join(root, 'src', 'api', 'generated'), false);
const view = serverView();
try {
  await generate(view, path.join(root, 'server', 'generated'), true);
} finally {
  fs.rmSync(view, { recursive: true, force: true });
}
if (stale) process.exit(1);
if (check) console.log('Generated API types are up to date');
