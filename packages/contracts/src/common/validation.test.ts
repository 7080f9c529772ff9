import { describe, expect, it } from 'vitest';
import { email, link, phone, strongPassword } from './validation.ts';

const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('validation rules of spec-1 section 5', () => {
  it('accepts a strong password and names the rule for weak ones', () => {
    expect(strongPassword.safeParse('Strong#Pass1').success).toBe(true);
    for (const weak of ['short#A1', 'alllower#1', 'ALLUPPER#1', 'NoDigits#x', 'NoSpecial1x', 'Ab#1']) {
      const r = strongPassword.safeParse(weak);
      if (weak === 'short#A1')
        expect(r.success).toBe(true); // 8 characters with every class
      else expect(firstIssue(r)).toBe('password_rules_not_met');
    }
  });

  it('normalises e-mail and rejects malformed ones', () => {
    expect(email.parse('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(firstIssue(email.safeParse('ana@'))).toBe('validation.email');
  });

  it('accepts phone numbers with symbols but no letters', () => {
    expect(phone.safeParse('+381 (11) 123-456').success).toBe(true);
    expect(firstIssue(phone.safeParse('call me'))).toBe('validation.phone');
  });

  it('accepts links with or without protocol', () => {
    for (const ok of ['example.com', 'https://www.pks.rs/path?q=1', 'http://sub.domain.co.uk:8080'])
      expect(link.safeParse(ok).success).toBe(true);
    for (const bad of ['not a link', 'http://', 'example']) expect(firstIssue(link.safeParse(bad))).toBe('validation.link');
  });
});

describe('password confirmation', () => {
  it('is required and its mismatch is reported together with the other fields', async () => {
    const { registerModel } = await import('../accounts/registration.ts');
    const issues = (v: object) => registerModel.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    const mismatch = issues({ firstName: '', lastName: '', email: '', password: 'Strong#Pass1', confirmPassword: 'other' });
    expect(mismatch).toContain('confirmPassword:password_confirmation_does_not_match');
    expect(mismatch).toContain('firstName:validation.required');
    expect(issues({ firstName: 'A', lastName: 'B', email: 'a@b.rs', password: 'Strong#Pass1', confirmPassword: '' })[0]).toBe(
      'confirmPassword:validation.required',
    );
  });
});
