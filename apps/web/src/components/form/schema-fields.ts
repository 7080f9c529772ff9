import { z } from 'zod';

type Schema = z.core.$ZodType;

/** The parts of a definition that lead to fields: an object's shape, a wrapper's inner schema, a pipe's input, an array's element. */
interface Def extends z.core.$ZodTypeDef {
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
}

const defOf = (schema: Schema): Def => schema._zod.def;

/** Peels wrappers (pipe, default, catch, readonly) to reach an object's shape. */
function unwrapToShape(schema: Schema): Record<string, Schema> | undefined {
  let current: Schema | undefined = schema;
  for (let i = 0; current && i < 10; i++) {
    const def = defOf(current);
    if (def.shape) return def.shape;
    current = def.in ?? def.innerType;
  }
  return undefined;
}

/** The schema of one dotted form path ('company.name', 'items.0.name'), or undefined. */
function fieldSchema(schema: Schema, path: string): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const part of path.split('.')) {
    if (!current) return undefined;
    if (/^\d+$/.test(part)) {
      let inner: Schema | undefined = current;
      for (let i = 0; inner && i < 10 && !defOf(inner).element; i++) inner = defOf(inner).in ?? defOf(inner).innerType;
      current = inner ? defOf(inner).element : undefined;
      continue;
    }
    current = unwrapToShape(current)?.[part];
  }
  return current;
}

const emptyValues: unknown[] = [undefined, null, '', [], false];

const requiredCache = new WeakMap<Schema, Map<string, boolean>>();

/** A field is required when its schema refuses every kind of empty value (remembered per schema and path). */
export function isFieldRequired(schema: Schema, path: string): boolean {
  const paths = requiredCache.get(schema) ?? new Map<string, boolean>();
  requiredCache.set(schema, paths);
  let required = paths.get(path);
  if (required === undefined) {
    const field = fieldSchema(schema, path);
    required = !!field && emptyValues.every((value) => !z.safeParse(field, value).success);
    paths.set(path, required);
  }
  return required;
}
