import { z } from 'zod';
import { contactVisibility } from '../accounts/contact-visibility.ts';
import { RoleId } from '../common/access.ts';
import { coercedEntityId, entityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { email, optionalText, phone, requiredText } from '../common/validation.ts';

/** A company employee (spec Employee): a user of the company. */
export const employeeModel = z.object({
  fkCompanyId: entityId.optional(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email,
  phone: phone.nullish(),
  phoneMiddlePart: phone.nullish(),
  directPhone: phone.nullish(),
  position: optionalText(100),
  /** A company role: its administrator or an employee. */
  fkRoleId: z.union([z.literal(RoleId.companyAdmin), z.literal(RoleId.employee)]).default(RoleId.employee),
});
export type EmployeeModel = z.infer<typeof employeeModel>;
export const employeeUpdateModel = employeeModel.omit({ fkCompanyId: true, email: true });
export type EmployeeUpdateModel = z.infer<typeof employeeUpdateModel>;

export const employee = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** Contact details: shown to the company's own users and administrators, and to others where the person chose to show them. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phoneMiddlePart: z.string().nullable(),
  directPhone: z.string().nullable(),
  /** The person's choice of where outsiders see their contacts: for themselves and their company's administrators only. */
  contactVisibility: contactVisibility.nullable(),
  position: z.string().nullable(),
  avatarName: z.string().nullable(),
  fkRoleId: z.number().int(),
  fkCompanyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  isActive: z.boolean(),
  /** Invited and not yet signed in with an own password. */
  invitationPending: z.boolean(),
});
export type Employee = z.infer<typeof employee>;

export const employeeSearch = z.object({
  ...pageFields(20),
  companyId: entityId.optional(),
  name: z.string().trim().max(200).optional(),
});
export type EmployeeSearch = z.infer<typeof employeeSearch>;
export const employeePage = z.object({ users: z.array(employee), totalPages: z.number().int(), totalCount: z.number().int() });
export type EmployeePage = z.infer<typeof employeePage>;
export const companyIdPath = z.object({ companyId: coercedEntityId });
export type CompanyIdPath = z.infer<typeof companyIdPath>;
