import type { z } from 'zod';

interface Def {
  type?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Peels wrappers (pipe, default, catch, readonly) to reach an object's shape. */
function unwrapToShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  let current: z.ZodType | undefined = schema;
  for (let i = 0; current && i < 10; i++) {
    const def = defOf(current);
    if (def.shape) return def.shape;
    current = def.in ?? def.innerType;
  }
  return undefined;
}

/** The schema of one dotted form path ('company.name', 'items.0.name'), or undefined. */
export function fieldSchema(schema: z.ZodType, path: string): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const part of path.split('.')) {
    if (!current) return undefined;
    if (/^\d+$/.test(part)) {
      let inner: z.ZodType | undefined = current;
      for (let i = 0; inner && i < 10 && !defOf(inner).element; i++) inner = defOf(inner).in ?? defOf(inner).innerType;
      current = inner ? defOf(inner).element : undefined;
      continue;
    }
    current = unwrapToShape(current)?.[part];
  }
  return current;
}

const emptyValues: unknown[] = [undefined, null, '', [], false];

const requiredCache = new WeakMap<z.ZodType, Map<string, boolean>>();

/** A field is required when its schema refuses every kind of empty value (remembered per schema and path). */
export function isFieldRequired(schema: z.ZodType, path: string): boolean {
  const paths = requiredCache.get(schema) ?? new Map<string, boolean>();
  requiredCache.set(schema, paths);
  let required = paths.get(path);
  if (required === undefined) {
    const field = fieldSchema(schema, path);
    required = !!field && emptyValues.every((value) => !field.safeParse(value).success);
    paths.set(path, required);
  }
  return required;
}
