import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/paging.ts';
import { email, optionalText, phone, requiredText } from '../common/validation.ts';

/** A company employee (spec Employee): a user of the company. */
export const employeeModel = z.object({
  fkCompanyId: z.number().int().positive().max(2147483647).optional(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email,
  phone: phone.nullish(),
  phoneMiddlePart: phone.nullish(),
  directPhone: phone.nullish(),
  position: optionalText(100),
  /** 3 company administrator or 4 employee. */
  fkRoleId: z.union([z.literal(3), z.literal(4)]).default(4),
});
export type EmployeeModel = z.infer<typeof employeeModel>;
export const employeeUpdateModel = employeeModel.omit({ fkCompanyId: true, email: true });

export const employee = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** Contact details are shown to the company's own users and its administrators only. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phoneMiddlePart: z.string().nullable(),
  directPhone: z.string().nullable(),
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
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  companyId: z.number().int().positive().max(2147483647).optional(),
  name: z.string().trim().max(200).optional(),
});
export const employeePage = z.object({ users: z.array(employee), totalPages: z.number().int(), totalCount: z.number().int() });
export const companyIdPath = z.object({ companyId: z.coerce.number().int().positive().max(2147483647) });
