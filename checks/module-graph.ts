import path from 'node:path';
import ts from 'typescript';

/**
 * The module graph of the server: every import of a source file, collapsed to the unit it belongs
 * to (a module folder, an infrastructure folder or file, the edge), checked against the layers
 * drawn in docs/architecture.md. A unit imports units of its own layer and of lower layers only,
 * and no units import each other round in a cycle.
 */

/** One row of the diagram: the units of one layer. */
export interface Layer {
  label: string;
  units: string[];
}

const DIAGRAM_SECTION = '## Modules and their layers';
/** A diagram row: a label, then the units after this bar. Lines without it (rules) or without units (headings) are not rows. */
const ROW_BAR = '│';

/**
 * The layers drawn in the first fenced block of the section, lowest first (the picture lists the
 * highest first, as it is read). A unit is written `name` (the module folder
 * apps/server/src/modules/name), `folder/` or `file.ts` (relative to apps/server/src).
 */
export function parseLayers(markdown: string): Layer[] {
  const section = markdown.split(DIAGRAM_SECTION)[1];
  const block = section?.match(/```[^\n]*\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error(`no diagram in a fenced block under "${DIAGRAM_SECTION}"`);
  const rows = block
    .split('\n')
    .filter((line) => line.includes(ROW_BAR))
    .map((line) => {
      const [label, units] = line.split(ROW_BAR);
      return { label: label.trim(), units: units.trim().split(/\s+/).filter(Boolean).map(unitOfToken) };
    })
    .filter((row) => row.units.length > 0);
  return rows.reverse();
}

function unitOfToken(token: string): string {
  if (/^[a-z][a-z0-9-]*$/.test(token)) return `modules/${token}`;
  if (/^[a-z][a-z0-9-]*\/$/.test(token)) return token.slice(0, -1);
  if (/^([a-z][a-z0-9-]*\/)?[a-z][a-z0-9-]*\.ts$/.test(token)) return token;
  throw new Error(`"${token}" in the layer diagram is neither a module name, a folder/ nor a file.ts`);
}

/** The unit a file belongs to: the longest unit that is the file or a folder holding it. */
export function unitOf(file: string, units: Iterable<string>): string | undefined {
  let found: string | undefined;
  for (const unit of units) {
    if ((file === unit || file.startsWith(`${unit}/`)) && unit.length > (found?.length ?? -1)) found = unit;
  }
  return found;
}

/** The files a source imports by a relative path (type-only and dynamic imports too), relative to the same root. */
export function relativeImports(file: string, text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)))
    .filter((target) => !target.startsWith('../'));
}

/**
 * What breaks the layers in a set of sources (path relative to apps/server/src -> text): a file in
 * no unit of the diagram, an import of a higher layer, and every cycle between units, each with
 * the files whose imports make it. Empty when the graph follows the diagram.
 */
export function moduleGraphFindings(files: Map<string, string>, layers: Layer[]): string[] {
  const rank = new Map(layers.flatMap((layer, i) => layer.units.map((unit) => [unit, i] as const)));
  const units = [...rank.keys()];
  const findings: string[] = [];
  /** from -> to -> the files importing across. */
  const edges = new Map<string, Map<string, Set<string>>>();
  for (const [file, text] of files) {
    const from = unitOf(file, units);
    if (!from) {
      findings.push(`${file}: in no layer of the diagram`);
      continue;
    }
    for (const target of relativeImports(file, text)) {
      const to = unitOf(target, units);
      if (!to) findings.push(`${file}: imports ${target}, in no layer of the diagram`);
      else if (to !== from) {
        const out = edges.get(from) ?? new Map<string, Set<string>>();
        edges.set(from, out);
        out.set(to, (out.get(to) ?? new Set()).add(file));
      }
    }
  }
  const across = (from: string, to: string) => `${from} -> ${to} (${[...(edges.get(from)?.get(to) ?? [])].join(', ')})`;
  for (const [from, out] of edges) {
    for (const to of out.keys()) {
      const [a, b] = [rank.get(from) ?? 0, rank.get(to) ?? 0];
      if (b > a) findings.push(`upward: ${across(from, to)}: layer "${layers[a].label}" imports layer "${layers[b].label}"`);
    }
  }
  const next = (unit: string) => [...(edges.get(unit)?.keys() ?? [])];
  for (const component of cycles(units, next)) {
    const round = shortestRound(component[0], (unit) => next(unit).filter((to) => component.includes(to)));
    const steps = round.slice(1).map((to, i) => across(round[i], to));
    findings.push(`cycle between ${component.join(', ')}: ${steps.join('; ')}`);
  }
  return findings;
}

/** The shortest way from a unit of a cycle back to it (breadth first): the one to show. */
function shortestRound(start: string, next: (node: string) => string[]): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const to of next(queue[i])) {
      if (to === start) {
        const round = [start];
        for (let at: string | undefined = queue[i]; at !== undefined && at !== start; at = cameFrom.get(at)) round.unshift(at);
        return [start, ...round];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, queue[i]);
        queue.push(to);
      }
    }
  }
  return [start];
}

/** The strongly connected components of more than one node (Tarjan): the units that import each other round. */
function cycles(nodes: string[], next: (node: string) => string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member !== undefined) component.push(member);
      } while (member !== undefined && member !== node);
      if (component.length > 1) found.push(component.reverse());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}
