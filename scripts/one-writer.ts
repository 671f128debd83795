// The one-writer rule of docs/architecture.md (decision 0225): only the module that owns a table
// (the folder of its tables.ts) inserts, updates or deletes its rows. This reads the code of app/
// and names every write into another owner's table. `node scripts/one-writer.ts` prints them;
// scripts/one-writer.test.ts fails on any.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The seeds that fill an empty database with demo content, straight into every feature's tables. */
export const EXEMPT = ["app/seed/seed.server.ts", "app/seed/demo-leads.server.ts", "app/seed/demo-reviews.server.ts"];

/** A source file: its path from the repository's root (app/…) and its text. */
export interface Source {
  file: string;
  text: string;
}

interface Table {
  /** The exported name, as code imports it. */
  name: string;
  /** The name PostgreSQL knows it by. */
  sqlName: string;
  /** The folder its tables.ts is in, as `features/mail` or `platform/jobs`. */
  owner: string;
}

const VERBS = { insert: "inserts into", update: "updates", delete: "deletes from" } as const;
type Verb = keyof typeof VERBS;

/** Who a file writes as: its feature, its platform module, or its top folder (routes, server, …). */
function ownerOf(file: string): string {
  const parts = file.split("/");
  if (parts[1] === "features" || parts[1] === "platform") return parts.slice(1, 3).join("/");
  return parts[1] ?? file;
}

const isTablesModule = (file: string) => /^app\/(features|platform)\/[^/]+\/tables\.ts$/.test(file);

// Parsed once per source: the test runs the check over the same sources several times.
const parsedSources = new WeakMap<Source, ts.SourceFile>();
const parse = (source: Source) =>
  parsedSources.get(source) ??
  parsedSources.set(source, ts.createSourceFile(source.file, source.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)).get(source)!;

function tablesOf(source: Source): Table[] {
  const owner = ownerOf(source.file);
  const parsed = parse(source);
  const tables: Table[] = [];
  for (const statement of parsed.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(declaration.name)) continue;
      if (!ts.isIdentifier(init.expression) || init.expression.text !== "pgTable") continue;
      const [first] = init.arguments;
      if (first && ts.isStringLiteral(first)) tables.push({ name: declaration.name.text, sqlName: first.text, owner });
    }
  }
  return tables;
}

/** The repository path an import names, when it is a module of app/ (`~/…` or relative). */
function resolveImport(from: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("~/")) target = `app/${specifier.slice(2)}`;
  else if (specifier.startsWith(".")) target = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  return target.replace(/\.(ts|js)$/, "") + ".ts";
}

/** The block, loop, function or file a declaration's name is known in. */
function scopeOf(node: ts.Node): ts.Node {
  let scope = node.parent;
  while (!(
    ts.isBlock(scope) ||
    ts.isSourceFile(scope) ||
    ts.isFunctionLike(scope) ||
    ts.isIterationStatement(scope, false) ||
    ts.isCaseOrDefaultClause(scope)
  ))
    scope = scope.parent;
  return scope;
}

/** The tables an expression may stand for in a file: imported by name or namespace, or bound to a local name. */
function tableResolver(file: string, parsed: ts.SourceFile, byModule: Map<string, Map<string, Table>>) {
  const imported = new Map<string, Table>(byModule.get(file) ?? []);
  const namespaces = new Map<string, Map<string, Table>>();
  for (const statement of parsed.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const module = byModule.get(resolveImport(file, statement.moduleSpecifier.text) ?? "");
    const bindings = statement.importClause?.namedBindings;
    if (!module || !bindings) continue;
    if (ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, module);
    else
      for (const element of bindings.elements) {
        const table = module.get((element.propertyName ?? element.name).text);
        if (table) imported.set(element.name.text, table);
      }
  }

  // Local names for tables (`const t = leadsTable`, `for (const table of [a, b])`, `table: typeof a | typeof b`), per scope.
  const local = new Map<ts.Node, Map<string, Table[]>>();
  const lookUp = (name: string, at: ts.Node): Table[] => {
    for (let scope: ts.Node | undefined = at; scope; scope = scope.parent) {
      const found = local.get(scope)?.get(name);
      if (found) return found;
    }
    const table = imported.get(name);
    return table ? [table] : [];
  };
  const resolve = (node: ts.Node): Table[] => {
    if (ts.isIdentifier(node)) return lookUp(node.text, node);
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) return resolve(node.expression);
    if (ts.isConditionalExpression(node)) return [...resolve(node.whenTrue), ...resolve(node.whenFalse)];
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const table = namespaces.get(node.expression.text)?.get(node.name.text);
      return table ? [table] : [];
    }
    return [];
  };
  const typeTables = (type: ts.TypeNode): Table[] => {
    if (ts.isTypeQueryNode(type) && ts.isIdentifier(type.exprName)) return lookUp(type.exprName.text, type);
    if (ts.isUnionTypeNode(type)) return type.types.flatMap(typeTables);
    return [];
  };
  const bind = (name: ts.BindingName, tables: Table[], scope: ts.Node) => {
    if (!ts.isIdentifier(name) || tables.length === 0) return;
    if (!local.has(scope)) local.set(scope, new Map());
    local.get(scope)!.set(name.text, tables);
  };
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) bind(node.name, resolve(node.initializer), scopeOf(node));
    if (ts.isForOfStatement(node) && ts.isVariableDeclarationList(node.initializer) && ts.isArrayLiteralExpression(node.expression)) {
      const tables = node.expression.elements.flatMap(resolve);
      for (const declaration of node.initializer.declarations) bind(declaration.name, tables, node);
    }
    if (ts.isParameter(node) && node.type) bind(node.name, typeTables(node.type), node.parent);
    ts.forEachChild(node, collect);
  };
  collect(parsed);
  return resolve;
}

const RAW_WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const WRITE_BEFORE_SUBSTITUTION = /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?$/i;
const verbOf = (phrase: string): Verb => phrase.toLowerCase().split(/\s/)[0] as Verb;

interface Write {
  file: string;
  line: number;
  verb: Verb;
  table: Table;
}

function writesIn(source: Source, byModule: Map<string, Map<string, Table>>, bySqlName: Map<string, Table>): Write[] {
  const parsed = parse(source);
  const tablesAt = tableResolver(source.file, parsed, byModule);
  const writes: Write[] = [];
  const add = (position: number, verb: Verb, table: Table) =>
    writes.push({ file: source.file, line: parsed.getLineAndCharacterOfPosition(position).line + 1, verb, table });

  const visit = (node: ts.Node) => {
    // Drizzle's builders: db.insert(table), tx.update(table), .delete(table).
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments.length === 1) {
      const verb = node.expression.name.text;
      if (verb in VERBS) for (const table of tablesAt(node.arguments[0])) add(node.expression.name.getStart(), verb as Verb, table);
    }
    // SQL in a template: `insert into ${table}`, `update ${table}`, `delete from ${table}`.
    if (ts.isTemplateExpression(node)) {
      let before = node.head.text;
      for (const span of node.templateSpans) {
        const match = WRITE_BEFORE_SUBSTITUTION.exec(before);
        if (match) for (const table of tablesAt(span.expression)) add(span.expression.getStart(), verbOf(match[1]), table);
        before = span.literal.text;
      }
    }
    // SQL naming a table in text: `delete from email_outbox`.
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const start = node.getStart();
      for (const match of source.text.slice(start, node.end).matchAll(RAW_WRITE)) {
        const table = bySqlName.get(match[2]);
        if (table) add(start + match.index, verbOf(match[1]), table);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return writes;
}

/** Every write in the sources into a table whose owner is not the writing file's, as `file:line …` lines. */
export function crossWrites(sources: Source[], exempt: readonly string[] = EXEMPT): string[] {
  const tables = sources.filter((s) => isTablesModule(s.file)).map((s) => ({ file: s.file, tables: tablesOf(s) }));
  const byModule = new Map(tables.map(({ file, tables }) => [file, new Map(tables.map((t) => [t.name, t]))]));
  const bySqlName = new Map(tables.flatMap(({ tables }) => tables.map((t) => [t.sqlName, t] as const)));
  return sources
    .filter((source) => !exempt.includes(source.file))
    .flatMap((source) => writesIn(source, byModule, bySqlName))
    .filter((write) => write.table.owner !== ownerOf(write.file))
    .map(({ file, line, verb, table }) => `${file}:${line} ${VERBS[verb]} ${table.sqlName} (${table.name}), owned by ${table.owner}`);
}

/** The app's own code: every .ts and .tsx file under app/ except tests and declarations. */
export function appSources(root: string): Source[] {
  return readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
    .map((relative) => `app/${relative.split(path.sep).join("/")}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));
}

if (import.meta.main) {
  const found = crossWrites(appSources(path.resolve(import.meta.dirname, "..")));
  for (const line of found) console.log(line);
  process.exitCode = found.length > 0 ? 1 : 0;
}
