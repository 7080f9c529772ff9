import type { AdminUserCan, AdminUserDetails } from '@portal/contracts/users/admin-users';
import { describe, expect, it } from 'vitest';
import { personActions } from './usePersonActions.ts';

const none: AdminUserCan = {
  edit: false,
  changeRole: false,
  verify: false,
  activate: false,
  delete: false,
  hardDelete: false,
  setPassword: false,
};

const person = (over: Partial<AdminUserDetails>, can: Partial<AdminUserCan>) =>
  ({ isActive: true, isVerified: true, emailConfirmed: true, ...over, can: { ...none, ...can } }) as AdminUserDetails;

describe('the details page actions', () => {
  it('offers a company administrator deactivation of an active employee, reactivation of an inactive one', () => {
    expect(personActions(person({}, { edit: true, activate: true }))).toEqual(['deactivate']);
    expect(personActions(person({ isActive: false }, { edit: true, activate: true }))).toEqual(['activate']);
  });

  it('offers nothing on oneself beyond editing, and verification only where the rules allow', () => {
    expect(personActions(person({}, { edit: true }))).toEqual([]);
    expect(personActions(person({ isVerified: false }, { edit: true, activate: true, verify: true }))).toEqual(['deactivate', 'verify']);
  });

  it('offers the confirmation mail again while the address is unconfirmed, to who may edit the person', () => {
    expect(personActions(person({ emailConfirmed: false }, { edit: true }))).toEqual(['resendConfirmation']);
    expect(personActions(person({ emailConfirmed: false }, {}))).toEqual([]);
  });
});
