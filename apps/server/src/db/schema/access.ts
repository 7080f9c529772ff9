import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Names (and aliases) are unique among the live rows: a soft-deleted one frees its name. */
const liveUnique = (name: string, column: AnyPgColumn, isDeleted: AnyPgColumn) =>
  uniqueIndex(name).on(sql`lower(${column})`).where(sql`${isDeleted} = false`);

export const roles = pgTable(
  'roles',
  {
    pkRoleId: serial('pk_role_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    isCompanyRole: boolean('is_company_role').notNull().default(false),
    isSystem: boolean('is_system').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [liveUnique('roles_name_live_uq', t.name, t.isDeleted)],
);

export const functions = pgTable(
  'functions',
  {
    pkFunctionId: serial('pk_function_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    titleId: text('title_id'),
    alias: text('alias').notNull(),
    fkEntityTypeId: integer('fk_entity_type_id'),
    fkActionGroupId: integer('fk_action_group_id'),
    fkActionModuleId: integer('fk_action_module_id'),
    actions: integer('actions').array().notNull().default([1, 2]),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isSystem: boolean('is_system').notNull().default(false),
    isBuiltin: boolean('is_builtin').notNull().default(false),
  },
  (t) => [liveUnique('functions_alias_live_uq', t.alias, t.isDeleted)],
);

export const functionGroups = pgTable(
  'function_groups',
  {
    pkFunctionGroupId: serial('pk_function_group_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    titleId: text('title_id'),
    isDefault: boolean('is_default').notNull().default(false),
    adminActionGroup: boolean('admin_action_group').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isSystem: boolean('is_system').notNull().default(false),
    isBuiltin: boolean('is_builtin').notNull().default(false),
    anonymousGroup: boolean('anonymous_group').notNull().default(false),
  },
  (t) => [liveUnique('function_groups_name_live_uq', t.name, t.isDeleted)],
);

export const roleFunctions = pgTable(
  'role_functions',
  {
    fkRoleId: integer('fk_role_id')
      .notNull()
      .references(() => roles.pkRoleId, { onDelete: 'cascade' }),
    fkFunctionId: integer('fk_function_id')
      .notNull()
      .references(() => functions.pkFunctionId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.fkRoleId, t.fkFunctionId] })],
);

export const functionGroupFunctions = pgTable(
  'function_group_functions',
  {
    fkFunctionGroupId: integer('fk_function_group_id')
      .notNull()
      .references(() => functionGroups.pkFunctionGroupId, { onDelete: 'cascade' }),
    fkFunctionId: integer('fk_function_id')
      .notNull()
      .references(() => functions.pkFunctionId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.fkFunctionGroupId, t.fkFunctionId] })],
);
