import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyIdPath,
  employee,
  employeeModel,
  employeePage,
  employeeSearch,
  employeeUpdateModel,
} from '@portal/contracts/companies/employees';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { signedInActor } from '../../plugins/signed-in.ts';
import {
  administeredEmployees,
  allCompanyEmployees,
  chamberUsers,
  companyAndFavouriteUsers,
  getEmployee,
  inviteEmployee,
  myCompanyEmployees,
  removeEmployee,
  searchCompanyEmployees,
  updateEmployee,
  verifiedCompanyUsers,
} from './employees.service.ts';

/** Company roles: the company's administrators and employees. */
const companyUsers = ['company_admin_function', 'employees_function'] as const;

export const employeeRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Company employees'];

  app.get('/api/CompanyEmployee/get-all-users/:id', {
    schema: { tags, summary: "A company's users (first 200)", params: idParam, response: { 200: employeePage } },
    config: { access: { signedIn: true } },
    handler: async (request) => allCompanyEmployees(app.ctx, signedInActor(request), request.params.id),
  });

  app.post('/api/CompanyEmployee/search-company-users', {
    schema: { tags, summary: "Search a company's users", body: employeeSearch, response: { 200: employeePage } },
    config: { access: { signedIn: true } },
    handler: async (request) => searchCompanyEmployees(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/CompanyEmployee/search-my-company-users', {
    schema: { tags, summary: "Search my company's users", body: employeeSearch, response: { 200: employeePage } },
    config: { access: { functions: companyUsers } },
    handler: async (request) => myCompanyEmployees(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/CompanyEmployee/get-all-company-users', {
    schema: { tags, summary: 'Users of every company I administer', body: employeeSearch, response: { 200: employeePage } },
    config: { access: { functions: AccessGroup.companyEditors } },
    handler: async (request) => administeredEmployees(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/CompanyEmployee/search-company-and-favourite-companies-users', {
    schema: {
      tags,
      summary: 'Message receivers: my company and my favourite companies',
      body: employeeSearch,
      response: { 200: employeePage },
    },
    config: { access: { functions: companyUsers } },
    handler: async (request) => companyAndFavouriteUsers(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/CompanyEmployee/search-chamber-users', {
    schema: {
      tags,
      summary: "Message receivers for a chamber administrator: users of the chamber's companies",
      body: employeeSearch,
      response: { 200: employeePage },
    },
    config: { access: { functions: AccessGroup.administrators } },
    handler: async (request) => chamberUsers(app.ctx, signedInActor(request), request.body),
  });

  app.post('/api/Account/search-verified-company-users/:companyId', {
    schema: {
      tags,
      summary: 'Active users of a verified company',
      params: companyIdPath,
      body: employeeSearch,
      response: { 200: employeePage },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => verifiedCompanyUsers(app.ctx, signedInActor(request), request.params.companyId, request.body),
  });

  app.post('/api/CompanyEmployee/', {
    schema: {
      tags,
      summary: 'Invite an employee (mailed a temporary password, changed at first sign-in)',
      body: employeeModel,
      response: { 200: employee },
    },
    config: { access: { functions: AccessGroup.companyEditors } },
    handler: async (request) => inviteEmployee(app.ctx, signedInActor(request), request.body),
  });

  app.get('/api/CompanyEmployee/:id', {
    schema: { tags, summary: 'An employee', params: idParam, response: { 200: employee } },
    config: { access: { signedIn: true } },
    handler: async (request) => getEmployee(app.ctx, signedInActor(request), request.params.id),
  });

  app.put('/api/CompanyEmployee/:id', {
    schema: { tags, summary: 'Change an employee', params: idParam, body: employeeUpdateModel, response: { 200: employee } },
    config: { access: { functions: AccessGroup.companyEditors } },
    handler: async (request) => updateEmployee(app.ctx, signedInActor(request), request.params.id, request.body),
  });

  app.delete('/api/CompanyEmployee/:id', {
    schema: { tags, summary: 'Remove an employee from the company', params: idParam, response: { 200: okResult } },
    config: { access: { functions: AccessGroup.companyEditors } },
    handler: async (request) => {
      await removeEmployee(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });
};
