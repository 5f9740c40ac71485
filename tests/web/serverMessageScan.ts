import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parse } from 'yaml';

/**
 * Every error message the server can answer (v2/p2p `error.message`, v1 `result.Error`), read from
 * its sources with the TypeScript parser rather than a regex, so that the message argument of each
 * error helper is found whatever the line breaks, quotes or nesting:
 * - invalid(path, message, reason?) — the SECOND argument;
 * - impossible(message?, reason?), notFound(what?, reason?) — the first;
 * - new ApiError(code, params, details, message, reason?) — the fourth;
 * - the contract's own `x-error-message` texts (openapi/*.yaml), which the error handler answers.
 * An argument may be a literal, a template, a conditional or `??`/`||` of those, a `*_MESSAGES.key`
 * (those constants are read whole by the test), or a named string constant of the server or of
 * src/domain. Anything else (a variable carrying a message built elsewhere) is reported as
 * unresolved with its place, so a new kind of call site cannot slip through unnoticed.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where the text of a pass-through argument comes from, keyed by `file  expression` of the site:
 * the `property` of the object literals inside the function or constant `within` of `file` (a domain
 * rule returning `{ message }`, a table of refusals), what the function `returnOf` of `file` returns,
 * or an argument of the calls to `call` in the site's file.
 */
export type Origin = { file: string; within: string; property: string } | { file: string; returnOf: string } | { call: string; index: number };

export interface ScanResult {
  /** Plain sentences. */
  messages: Set<string>;
  /** Template literals, written with `${}` where a value is inserted, with where they are. */
  templates: Map<string, string[]>;
  /** Arguments the scan could not reduce to text: `file:line  source`. */
  unresolved: string[];
  /** Entries of the origins table that matched no site (stale). */
  unusedOrigins: string[];
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'generated' && entry.name !== 'node_modules') out.push(...sourceFiles(path));
    } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) {
      out.push(path);
    }
  }
  return out;
}

function parseFile(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
}

function visit(node: ts.Node, each: (node: ts.Node) => void) {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

/** `const NAME = 'text'` (or a template without values) anywhere in the given files: name → texts. */
function stringConstants(files: ts.SourceFile[]): Map<string, Set<string>> {
  const constants = new Map<string, Set<string>>();
  for (const file of files) {
    visit(file, (node) => {
      if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return;
      const list = node.parent;
      if (!ts.isVariableDeclarationList(list) || !(list.flags & ts.NodeFlags.Const)) return;
      const init = unwrap(node.initializer);
      if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)) {
        const texts = constants.get(node.name.text) ?? new Set<string>();
        texts.add(init.text);
        constants.set(node.name.text, texts);
      }
    });
  }
  return constants;
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isNonNullExpression(current)) {
    current = current.expression;
  }
  return current;
}

/** The error helpers and which argument carries the message; wrappers found in the sources are added. */
const HELPERS: Record<string, number> = { invalid: 1, impossible: 0, notFound: 0 };
const HELPER_FILE = 'server/http/apiError.ts';

/**
 * Which argument of a call carries the message. Wrappers are known by name and declaring file: a
 * call uses a file's own wrapper when it declares one of that name, else the imported one.
 */
type Carriers = Map<string, Map<string, number>>;

function messageArgument(node: ts.Node, file: string, locals: Set<string>, carriers: Carriers): ts.Expression | undefined {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const declared = carriers.get(node.expression.text);
    if (!declared) return undefined;
    const index = locals.has(node.expression.text) ? declared.get(file) : [...declared.values()][0];
    return index === undefined ? undefined : node.arguments[index];
  }
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'ApiError') return node.arguments?.[3];
  return undefined;
}

/** Names of the functions declared in a file (declarations and `const name = (…) =>`). */
function localFunctions(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  visit(file, (node) => {
    if (ts.isFunctionDeclaration(node) && node.name) names.add(node.name.text);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) {
      names.add(node.name.text);
    }
  });
  return names;
}

function placeOf(file: ts.SourceFile, node: ts.Node): string {
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return `${relative(ROOT, file.fileName)}:${line + 1}`;
}

/** Local names of the `*_MESSAGES` constants in a file → their exported names (`import { X_MESSAGES as M }`, `const M = X_MESSAGES`). */
function messageTables(file: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  visit(file, (node) => {
    if (ts.isImportSpecifier(node) && /_MESSAGES$/.test((node.propertyName ?? node.name).text)) names.set(node.name.text, (node.propertyName ?? node.name).text);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isIdentifier(node.initializer) && /_MESSAGES$/.test(node.initializer.text)) {
      names.set(node.name.text, node.initializer.text);
    }
  });
  return names;
}

const tableOf = (tables: Map<string, string>, local: string): string | undefined => tables.get(local) ?? (/_MESSAGES$/.test(local) ? local : undefined);

/** The function a node is in, with its name (declaration, or `const name = (…) =>`). */
function enclosingFunction(node: ts.Node): { name: string; params: readonly ts.ParameterDeclaration[]; body: ts.Node } | undefined {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isFunctionDeclaration(current) && current.name) return { name: current.name.text, params: current.parameters, body: current };
    if ((ts.isArrowFunction(current) || ts.isFunctionExpression(current)) && ts.isVariableDeclaration(current.parent) && ts.isIdentifier(current.parent.name)) {
      return { name: current.parent.name.text, params: current.parameters, body: current };
    }
  }
  return undefined;
}

/** The names of the functions and constants a node is declared in, innermost first. */
function namedAncestors(node: ts.Node): string[] {
  const names: string[] = [];
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if ((ts.isFunctionDeclaration(current) || ts.isVariableDeclaration(current)) && current.name && ts.isIdentifier(current.name)) names.push(current.name.text);
  }
  return names;
}

/**
 * `origins`: see `Origin`. `tables`: the `*_MESSAGES` constants by name, so that a template such as
 * `${OFFER_MESSAGES.notFound}: ${ids}` is read as 'Offer not found: ${}'.
 */
export function scanServerMessages(origins: Record<string, Origin[]> = {}, tables: Record<string, Record<string, unknown>> = {}): ScanResult {
  const server = sourceFiles(join(ROOT, 'server')).map(parseFile);
  const domain = sourceFiles(join(ROOT, 'src/domain')).map(parseFile);
  const byPath = new Map([...server, ...domain].map((file) => [relative(ROOT, file.fileName), file]));
  const constants = stringConstants([...server, ...domain]);
  const result: ScanResult = { messages: new Set(), templates: new Map(), unresolved: [], unusedOrigins: [] };
  const carriers: Carriers = new Map(Object.entries(HELPERS).map(([name, index]) => [name, new Map([[HELPER_FILE, index]])]));
  const used = new Set<string>();

  /** The text of a template's inserted value when it is a named constant, else a hole. */
  const piece = (locals: Map<string, string>, raw: ts.Expression): string => {
    const expr = unwrap(raw);
    if (ts.isIdentifier(expr) && constants.get(expr.text)?.size === 1) return [...constants.get(expr.text)!][0]!;
    if (ts.isPropertyAccessExpression(expr) && ts.isIdentifier(expr.expression)) {
      const table = tableOf(locals, expr.expression.text);
      const text = table ? tables[table]?.[expr.name.text] : undefined;
      if (typeof text === 'string') return text;
    }
    return '${}';
  };

  const collect = (file: ts.SourceFile, locals: Map<string, string>, raw: ts.Expression, site: ts.Node): void => {
    const expr = unwrap(raw);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) {
      result.messages.add(expr.text);
    } else if (ts.isTemplateExpression(expr)) {
      const text = expr.head.text + expr.templateSpans.map((span) => piece(locals, span.expression) + span.literal.text).join('');
      result.templates.set(text, [...(result.templates.get(text) ?? []), placeOf(file, expr)]);
    } else if (ts.isConditionalExpression(expr)) {
      collect(file, locals, expr.whenTrue, site);
      collect(file, locals, expr.whenFalse, site);
    } else if (
      ts.isBinaryExpression(expr) &&
      (expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || expr.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    ) {
      collect(file, locals, expr.left, site);
      collect(file, locals, expr.right, site);
    } else if (
      (ts.isPropertyAccessExpression(expr) || ts.isElementAccessExpression(expr)) &&
      ts.isIdentifier(expr.expression) &&
      tableOf(locals, expr.expression.text)
    ) {
      // a *_MESSAGES constant: the test reads every one of them whole
    } else if (ts.isIdentifier(expr) && constants.has(expr.text)) {
      for (const text of constants.get(expr.text)!) result.messages.add(text);
    } else if (ts.isIdentifier(expr) && expr.text === 'undefined') {
      // the code's own message, from ERROR_DEFINITIONS
    } else {
      const where = `${relative(ROOT, file.fileName)}  ${expr.getText(file)}`;
      const fn = enclosingFunction(site);
      const param = fn && ts.isIdentifier(expr) ? fn.params.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === expr.text) : -1;
      if (fn && param >= 0) {
        // a wrapper of an error helper: its callers' argument is the message
        const own = relative(ROOT, file.fileName);
        const declared = carriers.get(fn.name) ?? new Map<string, number>();
        if (declared.get(own) !== param) {
          carriers.set(fn.name, declared.set(own, param));
          changed = true;
        }
      } else if (origins[where]) {
        used.add(where);
        for (const origin of origins[where]) fromOrigin(file, origin);
      } else {
        result.unresolved.push(`${placeOf(file, expr)}  ${expr.getText(file)}`);
      }
    }
  };

  const fromOrigin = (site: ts.SourceFile, origin: Origin) => {
    if ('call' in origin) {
      const locals = messageTables(site);
      visit(site, (node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === origin.call && node.arguments[origin.index]) {
          collect(site, locals, node.arguments[origin.index]!, node);
        }
      });
      return;
    }
    const file = byPath.get(origin.file);
    if (!file) throw new Error(`origin file ${origin.file} not found`);
    const locals = messageTables(file);
    const within = 'within' in origin ? origin.within : origin.returnOf;
    let found = false;
    visit(file, (node) => {
      if (!namedAncestors(node).includes(within)) return;
      if ('property' in origin && ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === origin.property) {
        found = true;
        collect(file, locals, node.initializer, node);
      }
      if ('returnOf' in origin && ts.isReturnStatement(node) && node.expression) {
        found = true;
        collect(file, locals, node.expression, node);
      }
    });
    if (!found) result.unresolved.push(`${origin.file}: nothing found in ${within}`);
  };

  // Wrappers found in one pass make their callers message sites: repeat until no new wrapper appears.
  let changed = true;
  while (changed) {
    changed = false;
    result.messages.clear();
    result.templates.clear();
    result.unresolved.length = 0;
    used.clear();
    for (const file of server) {
      if (relative(ROOT, file.fileName) === HELPER_FILE) continue;
      const tableNames = messageTables(file);
      const functions = localFunctions(file);
      const path = relative(ROOT, file.fileName);
      visit(file, (node) => {
        const argument = messageArgument(node, path, functions, carriers);
        if (argument) collect(file, tableNames, argument, node);
      });
    }
  }
  result.unusedOrigins = Object.keys(origins).filter((where) => !used.has(where));
  for (const name of readdirSync(join(ROOT, 'openapi')).filter((entry) => entry.endsWith('.yaml'))) {
    contractMessages(parse(readFileSync(join(ROOT, 'openapi', name), 'utf8')), (text) => result.messages.add(text));
  }
  return result;
}

/** Every `x-error-message` of a parsed contract. */
function contractMessages(value: unknown, found: (text: string) => void) {
  if (Array.isArray(value)) for (const item of value) contractMessages(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'x-error-message' && typeof inner === 'string') found(inner);
      else contractMessages(inner, found);
    }
  }
}

/** Every string of the exported `*_MESSAGES` constants of the given modules (nested objects too). */
export function domainMessages(modules: Record<string, Record<string, unknown>>): Set<string> {
  const out = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string') out.add(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) add(inner);
  };
  for (const module of Object.values(modules)) {
    for (const [name, value] of Object.entries(module)) if (/_MESSAGES$/.test(name)) add(value);
  }
  return out;
}
