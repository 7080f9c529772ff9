import { describe, expect, it } from 'vitest';
import { registerWithExistingCompanyModel, registerWithNewCompanyModel } from '@portal/contracts/accounts/registration';
import { emptyRegistration, formField, registrationPayload } from './registration-form.ts';

function filled() {
  const v = emptyRegistration();
  v.person = {
    firstName: 'Ana',
    lastName: 'Ilić',
    email: 'ana@example.com',
    phone: '+381 11 123',
    password: 'Strong#2026',
    confirmPassword: 'Strong#2026',
  };
  v.company = { ...v.company, name: 'Ana d.o.o.', fkCountryId: '7', companyTypeIDs: ['12'] };
  return v;
}

describe('registration payload (spec-1 section 5, contact person rules)', () => {
  it('leaves contactPerson out when the user is the contact person', () => {
    const body = registrationPayload(filled());
    expect(body).not.toHaveProperty('contactPerson');
    expect(registerWithNewCompanyModel.safeParse(body).success).toBe(true);
  });

  it('sends the contact person when the user is not the contact person', () => {
    const v = filled();
    v.isThisUserContactPerson = false;
    v.contact = { prefix: '3', firstName: 'Marko', lastName: 'Marić', email: 'marko@example.com', phone: '', position: 'CEO' };
    const body = registrationPayload(v) as { contactPerson?: { firstName: string; prefix: number | null; phone: string | null } };
    expect(body.contactPerson).toMatchObject({ firstName: 'Marko', prefix: 3, phone: null });
    expect(registerWithNewCompanyModel.safeParse(body).success).toBe(true);
  });

  it('requires the contact person when the user is not it', () => {
    const v = filled();
    v.isThisUserContactPerson = false;
    const parsed = registerWithNewCompanyModel.safeParse(registrationPayload(v));
    expect(parsed.success).toBe(false);
  });

  it('registers with an existing company without company or contact data', () => {
    const v = filled();
    v.kind = 'existing';
    v.fkCompanyId = '4';
    const body = registrationPayload(v);
    expect(body).toEqual(expect.objectContaining({ fkCompanyId: 4 }));
    expect(body).not.toHaveProperty('company');
    expect(body).not.toHaveProperty('contactPerson');
    expect(registerWithExistingCompanyModel.safeParse(body).success).toBe(true);
  });

  it('maps payload paths back to form fields', () => {
    expect(formField('email')).toBe('person.email');
    expect(formField('company.name')).toBe('company.name');
    expect(formField('contactPerson.email')).toBe('contact.email');
  });
});
