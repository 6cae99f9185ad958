// Pure edits of the files a new feature is wired into. Each finds the place it edits by the file's
// shape and throws, naming the file's expected shape, when that shape is not there: a generator
// that half-wires a feature is worse than one that stops.

/** The index just after the last top-level import statement (multi-line imports included). */
function endOfImports(source) {
  const importStatement = /^import[\s\S]*?from\s+['"][^'"]+['"](?:\s+with\s*\{[^}]*\})?;?[^\S\n]*\n/gm;
  let end = -1;
  for (const match of source.matchAll(importStatement)) end = match.index + match[0].length;
  return end;
}

/** Adds `line` after the last import, unless the file already has it. */
export function addImport(source, line, fileLabel = 'the file') {
  if (source.includes(line)) return source;
  const end = endOfImports(source);
  if (end < 0) throw new Error(`${fileLabel} has no import statement to add "${line}" after`);
  return `${source.slice(0, end)}${line}\n${source.slice(end)}`;
}

/**
 * Adds `entry` as the last element of the array literal assigned to `export const <listName>`,
 * indented like the elements before it.
 */
export function addListEntry(source, listName, entry, fileLabel = 'the file') {
  const start = source.search(new RegExp(`export const ${listName}\\b[^=]*=\\s*\\[`));
  if (start < 0) throw new Error(`${fileLabel} has no "export const ${listName} = [...]" to add to`);
  const open = source.indexOf('[', source.indexOf('=', start));
  let depth = 0;
  let close = -1;
  for (let index = open; index < source.length; index++) {
    if (source[index] === '[') depth++;
    if (source[index] === ']' && --depth === 0) {
      close = index;
      break;
    }
  }
  if (close < 0) throw new Error(`${fileLabel}: the list ${listName} is not closed`);
  if (source.slice(open, close).includes(entry)) return source;
  const body = source.slice(open + 1, close);
  if (body.trim() !== '' && !body.includes('\n')) {
    const items = body.trim().replace(/,$/, '');
    return `${source.slice(0, open + 1)}${items}, ${entry}${source.slice(close)}`;
  }
  const indent = /\n([ \t]+)\S[^\n]*\n?\s*$/.exec(body)?.[1] ?? '  ';
  const trimmed = body.replace(/\s*$/, '');
  const separator = trimmed === '' || trimmed.endsWith(',') ? '' : ',';
  return `${source.slice(0, open + 1)}${trimmed}${separator}\n${indent}${entry},\n${source.slice(close)}`;
}

/** Adds `line` after the last line that starts with `export`, unless the file already has it. */
export function addExportLine(source, line, fileLabel = 'the file') {
  if (source.includes(line)) return source;
  const lines = source.split('\n');
  const last = lines.findLastIndex((text) => text.startsWith('export '));
  if (last < 0) throw new Error(`${fileLabel} has no export line to add "${line}" after`);
  lines.splice(last + 1, 0, line);
  return lines.join('\n');
}

/** Adds a dependency to a package.json text, keeping the entries in order. */
export function addDependency(packageJson, name, version, field = 'dependencies') {
  const manifest = JSON.parse(packageJson);
  const entries = { ...manifest[field], [name]: version };
  manifest[field] = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * Adds `name` to the API's module order (module-order.json: each module and the modules it may
 * import) as the last, highest module, importing `imports`; one line per module, as the file is
 * written. An order that already has the module, or lacks one it imports, stops the generator.
 */
export function addModuleToOrder(orderJson, name, imports, fileLabel = 'the module order') {
  /** @type {Record<string, string[]>} */
  const order = JSON.parse(orderJson);
  if (Object.hasOwn(order, name)) throw new Error(`${fileLabel} lists ${name} already`);
  const missing = imports.filter((other) => !Object.hasOwn(order, other));
  if (missing.length > 0) throw new Error(`${fileLabel} has no ${missing.join(', ')} for ${name} to import`);
  return formatModuleOrder({ ...order, [name]: imports });
}

/** @param {Record<string, string[]>} order */
function formatModuleOrder(order) {
  const lines = Object.entries(order).map(
    ([name, imports]) => `  ${JSON.stringify(name)}: [${imports.map((other) => JSON.stringify(other)).join(', ')}]`,
  );
  return `{\n${lines.join(',\n')}\n}\n`;
}
