import { mailTemplateNames } from '@portal/contracts/mail/mail-outbox';
import { INTERFACE_LANGUAGES } from '@portal/contracts/codes/interface-languages';
import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-templates.ts';

/** Params named by every template, each filled with a marker that shows where it landed. */
const params = Object.fromEntries(
  [
    'firstName',
    'code',
    'companyName',
    'inviterName',
    'password',
    'memberName',
    'memberEmail',
    'eventName',
    'chamberName',
    'startDate',
    'place',
    'count',
    'sender',
    'expiresAt',
  ].map((k) => [k, `«${k}»`]),
);
const markers = (text: string) => [...text.matchAll(/«(\w+)»/g)].map((m) => m[1]).sort();

describe('mails in every interface language', () => {
  for (const template of mailTemplateNames) {
    it(`${template}: each language fills the params English fills, names the link, and is its own text`, () => {
      const eng = renderMail(template, 'eng', params, 'https://portal.example/x');
      const subjects = new Set<string>();
      for (const { code } of INTERFACE_LANGUAGES) {
        const mail = renderMail(template, code, params, 'https://portal.example/x');
        expect(markers(mail.subject + mail.text), code).toEqual(markers(eng.subject + eng.text));
        expect(mail.text, code).toMatch(/\S: https:\/\/portal\.example\/x\n$/);
        expect(mail.text, code).not.toMatch(/\{\w+\}/);
        subjects.add(mail.subject);
      }
      expect(subjects.size).toBe(INTERFACE_LANGUAGES.length);
    });
  }

  it('reads an unknown language code as English', () => {
    expect(renderMail('reset_password', 'de', params).subject).toBe(renderMail('reset_password', 'eng', params).subject);
    expect(renderMail('reset_password', 'mk', params).subject).toBe('Промена на лозинката');
  });
});
