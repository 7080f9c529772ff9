import type { MailTemplateName } from '@portal/contracts/mail/mail-outbox';
import { type InterfaceLanguageCode, interfaceLanguageByCode } from '@portal/contracts/codes/interface-languages';
import { richTextToPlain, sanitizeRichText } from '../lib/rich-text.ts';
import { macedonianMails } from './mail-templates-mk.ts';
import { albanianMails } from './mail-templates-sq.ts';
import type { MailTexts } from './mail-texts.ts';

/** Translated transactional mails. Params are substituted for {name}. The names are the contract's (the outbox is searched by them). */
export type MailTemplate = MailTemplateName;

type Texts = MailTexts;

const mailTemplates: Record<MailTemplate, Record<'eng' | 'sr', Texts>> = {
  confirm_email: {
    eng: {
      subject: 'Confirm your e-mail address',
      body: 'Hello {firstName},\n\nwelcome to Market Access. Your confirmation code is {code}. Enter it on the confirmation page, or open the link below. The code is valid for 48 hours.',
      action: 'Confirm e-mail',
    },
    sr: {
      subject: 'Potvrdite svoju adresu e-pošte',
      body: 'Zdravo {firstName},\n\ndobro došli na Market Access. Vaš kod za potvrdu je {code}. Unesite ga na stranici za potvrdu ili otvorite link ispod. Kod važi 48 sati.',
      action: 'Potvrdi e-poštu',
    },
  },
  reset_password: {
    eng: {
      subject: 'Reset your password',
      body: 'Hello {firstName},\n\nsomeone asked to reset the password of your Market Access account. Open the link below within one hour to choose a new password. If it was not you, ignore this mail.',
      action: 'Choose a new password',
    },
    sr: {
      subject: 'Promena lozinke',
      body: 'Zdravo {firstName},\n\nzatražena je promena lozinke za vaš Market Access nalog. Otvorite link ispod u roku od sat vremena da izaberete novu lozinku. Ako to niste bili vi, zanemarite ovu poruku.',
      action: 'Izaberi novu lozinku',
    },
  },
  employee_invitation: {
    eng: {
      subject: '{companyName} invites you to Market Access',
      body: 'Hello {firstName},\n\n{inviterName} added you to {companyName} on Market Access. Sign in with this e-mail address and the temporary password {password}; you will choose your own password at first sign-in.',
      action: 'Sign in',
    },
    sr: {
      subject: '{companyName} vas poziva na Market Access',
      body: 'Zdravo {firstName},\n\n{inviterName} vas je dodao/la u kompaniju {companyName} na portalu Market Access. Prijavite se ovom adresom e-pošte i privremenom lozinkom {password}; pri prvoj prijavi izabraćete svoju lozinku.',
      action: 'Prijavi se',
    },
  },
  company_verified: {
    eng: {
      subject: '{companyName} is verified',
      body: 'Hello {firstName},\n\nyour company {companyName} has been verified by the chamber. All features of the portal are now open to you.',
      action: 'Open the portal',
    },
    sr: {
      subject: '{companyName} je verifikovana',
      body: 'Zdravo {firstName},\n\nkomora je verifikovala vašu kompaniju {companyName}. Sve funkcije portala su vam sada dostupne.',
      action: 'Otvori portal',
    },
  },
  user_verified: {
    eng: {
      subject: 'Your Market Access account is verified',
      body: 'Hello {firstName},\n\nan administrator of the portal has verified your account. You can now use the portal as a verified member.',
      action: 'Open the portal',
    },
    sr: {
      subject: 'Vaš Market Access nalog je verifikovan',
      body: 'Zdravo {firstName},\n\nadministrator portala je verifikovao vaš nalog. Sada možete koristiti portal kao verifikovani član.',
      action: 'Otvori portal',
    },
  },
  company_without_administrator: {
    eng: {
      subject: '{companyName} has no administrator',
      body: 'Hello {firstName},\n\nthe last administrator of {companyName} deleted their account. The company now needs a new administrator from your chamber: open its employees below and give one of them the company administrator role, or invite one. Until then the company administration list shows it among the companies without an administrator.',
      action: 'Open its employees',
    },
    sr: {
      subject: '{companyName} nema administratora',
      body: 'Zdravo {firstName},\n\nposlednji administrator kompanije {companyName} je obrisao svoj nalog. Kompaniji je sada potreban novi administrator iz vaše komore: otvorite njene zaposlene ispod i dodelite jednom od njih ulogu administratora kompanije ili pozovite novog. Do tada je lista administracije kompanija prikazuje među kompanijama bez administratora.',
      action: 'Otvori zaposlene',
    },
  },
  new_company_member: {
    eng: {
      subject: 'A new member joined {companyName}',
      body: 'Hello {firstName},\n\n{memberName} ({memberEmail}) registered as a member of {companyName}.',
      action: 'See employees',
    },
    sr: {
      subject: 'Novi član kompanije {companyName}',
      body: 'Zdravo {firstName},\n\n{memberName} ({memberEmail}) se registrovao/la kao član kompanije {companyName}.',
      action: 'Pogledaj zaposlene',
    },
  },
  event_invitation: {
    eng: {
      subject: 'Invitation: {eventName}',
      body: 'Hello,\n\n{chamberName} invites you to {eventName} ({startDate}, {place}). Open the link below to accept the invitation and register; the link works once, until registration closes.',
      action: 'Accept the invitation',
    },
    sr: {
      subject: 'Poziv: {eventName}',
      body: 'Zdravo,\n\n{chamberName} vas poziva na događaj {eventName} ({startDate}, {place}). Otvorite link ispod da prihvatite poziv i registrujete se; link važi jednom, do zatvaranja registracije.',
      action: 'Prihvati poziv',
    },
  },
  event_reminder: {
    eng: {
      subject: 'Reminder: {eventName}',
      body: 'Hello,\n\nyou are invited to {eventName} ({startDate}, {place}) and have not registered yet. Open the link below to accept the invitation; links sent earlier no longer work.',
      action: 'Accept the invitation',
    },
    sr: {
      subject: 'Podsetnik: {eventName}',
      body: 'Zdravo,\n\npozvani ste na događaj {eventName} ({startDate}, {place}), a još se niste registrovali. Otvorite link ispod da prihvatite poziv; ranije poslati linkovi više ne važe.',
      action: 'Prihvati poziv',
    },
  },
  guest_contact_confirm: {
    eng: {
      subject: 'Confirm your message to {companyName}',
      body: 'Hello,\n\nsomeone, probably you, wrote to {companyName} on Market Access with this e-mail address. Open the link below within 24 hours to send the message; until then nobody receives it. If it was not you, ignore this mail.',
      action: 'Send my message',
    },
    sr: {
      subject: 'Potvrdite poruku kompaniji {companyName}',
      body: 'Zdravo,\n\nneko, verovatno vi, pisao je kompaniji {companyName} na portalu Market Access sa ovom adresom e-pošte. Otvorite link ispod u roku od 24 sata da pošaljete poruku; do tada je niko ne prima. Ako to niste bili vi, zanemarite ovu poruku.',
      action: 'Pošalji poruku',
    },
  },
  message_digest: {
    eng: {
      subject: 'You have {count} unread messages on Market Access',
      body: 'Hello {firstName},\n\nyou have {count} unread messages in your Market Access message centre, the latest from {sender}. Open the link below to read and answer them.',
      action: 'Open the message centre',
    },
    sr: {
      subject: 'Imate nepročitanih poruka na portalu Market Access: {count}',
      body: 'Zdravo {firstName},\n\nu centru za poruke portala Market Access imate nepročitanih poruka: {count}, poslednju od: {sender}. Otvorite link ispod da ih pročitate i odgovorite.',
      action: 'Otvori centar za poruke',
    },
  },
  data_export_ready: {
    eng: {
      subject: 'Your Market Access data is ready to download',
      body: 'Hello {firstName},\n\nthe copy of your data you asked for is ready: a ZIP file with your account, company memberships, messages, meetings, registrations, notifications, log entries and uploaded files. Sign in and open the link below to download it. The link works once, until {expiresAt}. If you did not ask for it, change your password.',
      action: 'Download my data',
    },
    sr: {
      subject: 'Vaši podaci sa portala Market Access su spremni za preuzimanje',
      body: 'Zdravo {firstName},\n\nkopija vaših podataka koju ste tražili je spremna: ZIP datoteka sa vašim nalogom, članstvima u kompanijama, porukama, sastancima, registracijama, obaveštenjima, zapisima u dnevnicima i otpremljenim datotekama. Prijavite se i otvorite link ispod da je preuzmete. Link važi jednom, do {expiresAt}. Ako je niste tražili, promenite lozinku.',
      action: 'Preuzmi moje podatke',
    },
  },
  event_survey: {
    eng: {
      subject: 'Your feedback on {eventName}',
      body: 'Hello {firstName},\n\nthank you for taking part in {eventName} ({startDate}). {chamberName} asks a few questions about the event and about the outcome of your meetings; your answers help plan the next one. Open the link below and sign in to answer; you can change your answers until the survey closes.',
      action: 'Answer the survey',
    },
    sr: {
      subject: 'Vaše mišljenje o događaju {eventName}',
      body: 'Zdravo {firstName},\n\nhvala što ste učestvovali na događaju {eventName} ({startDate}). {chamberName} vam postavlja nekoliko pitanja o događaju i o ishodu vaših sastanaka; vaši odgovori pomažu da sledeći bude bolji. Otvorite link ispod i prijavite se da odgovorite; odgovore možete menjati dok anketa ne bude zatvorena.',
      action: 'Odgovori na anketu',
    },
  },
};

/** The other interface languages' mails, one file each; a language missing here fails typecheck. */
const moreLanguages: Record<Exclude<InterfaceLanguageCode, 'eng' | 'sr'>, Record<MailTemplate, Texts>> = {
  sq: albanianMails,
  mk: macedonianMails,
};

/** A mail's words in an interface language (code eng, sr, sq, mk); English for any other code. */
function textsOf(template: MailTemplate, lang: string): Texts {
  const code = interfaceLanguageByCode(lang).code;
  return code === 'eng' || code === 'sr' ? mailTemplates[template][code] : moreLanguages[code][template];
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A message the sender wrote (an invitation mail template): its subject replaces the standard one
 * and its sanitised rich-text body comes before the standard text, which keeps the link and the
 * facts. {{name}} placeholders take the mail's params (escaped in the HTML).
 */
export interface SenderMessage {
  subject: string | null;
  html: string;
}

const fillPlaceholders = (s: string, params: Record<string, string>, encode: (v: string) => string = (v) => v) =>
  s.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, k: string) => (Object.hasOwn(params, k) ? encode(params[k]) : whole));

export function renderMail(template: MailTemplate, lang: string, params: Record<string, string>, link?: string, message?: SenderMessage) {
  const texts = textsOf(template, lang);
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
  const customSubject = message?.subject ? fillPlaceholders(message.subject, params).trim() : '';
  const subject = customSubject || fill(texts.subject);
  const body = fill(texts.body);
  const messageHtml = message ? sanitizeRichText(fillPlaceholders(message.html, params, escapeHtml)) : null;
  const intro = messageHtml ? `${richTextToPlain(messageHtml)}\n\n` : '';
  const text = link ? `${intro}${body}\n\n${texts.action ?? ''}: ${link}\n` : `${intro}${body}\n`;
  const paragraphs = body
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const button = link
    ? `<p><a href="${escapeHtml(link)}" style="background:#1c5d99;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(texts.action ?? link)}</a></p>`
    : '';
  const messageBlock = messageHtml ? `<div>${messageHtml}</div><hr style="border:0;border-top:1px solid #e4e7eb">` : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">${messageBlock}${paragraphs}${button}<p style="color:#7b8794;font-size:12px">Market Access</p></body></html>`;
  return { subject, text, html };
}
