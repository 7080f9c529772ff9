import type { MailTemplateName } from '@portal/contracts/mail/mail-outbox';
import type { MailTexts } from './mail-texts.ts';

/** The transactional mails in Albanian (mail-templates.ts holds English and Serbian and how they are filled). */
export const albanianMails: Record<MailTemplateName, MailTexts> = {
  confirm_email: {
    subject: 'Konfirmoni adresën tuaj të e-mailit',
    body: 'Përshëndetje {firstName},\n\nmirë se vini në Market Access. Kodi juaj i konfirmimit është {code}. Shkruajeni në faqen e konfirmimit ose hapni lidhjen më poshtë. Kodi është i vlefshëm për 48 orë.',
    action: 'Konfirmo e-mailin',
  },
  reset_password: {
    subject: 'Rivendosni fjalëkalimin',
    body: 'Përshëndetje {firstName},\n\ndikush kërkoi rivendosjen e fjalëkalimit të llogarisë suaj në Market Access. Hapni lidhjen më poshtë brenda një ore për të zgjedhur një fjalëkalim të ri. Nëse nuk ishit ju, shpërfilleni këtë e-mail.',
    action: 'Zgjidh një fjalëkalim të ri',
  },
  employee_invitation: {
    subject: '{companyName} ju fton në Market Access',
    body: 'Përshëndetje {firstName},\n\n{inviterName} ju shtoi në kompaninë {companyName} në Market Access. Hyni me këtë adresë e-maili dhe me fjalëkalimin e përkohshëm {password}; fjalëkalimin tuaj do ta zgjidhni në hyrjen e parë.',
    action: 'Hyr',
  },
  company_verified: {
    subject: '{companyName} është verifikuar',
    body: 'Përshëndetje {firstName},\n\ndhoma e verifikoi kompaninë tuaj {companyName}. Tani të gjitha funksionet e portalit janë të hapura për ju.',
    action: 'Hap portalin',
  },
  user_verified: {
    subject: 'Llogaria juaj në Market Access është verifikuar',
    body: 'Përshëndetje {firstName},\n\nnjë administrator i portalit e verifikoi llogarinë tuaj. Tani mund ta përdorni portalin si anëtar i verifikuar.',
    action: 'Hap portalin',
  },
  company_without_administrator: {
    subject: '{companyName} nuk ka administrator',
    body: 'Përshëndetje {firstName},\n\nadministratori i fundit i {companyName} e fshiu llogarinë e tij. Kompania tani ka nevojë për një administrator të ri nga dhoma juaj: hapni punonjësit e saj më poshtë dhe jepini njërit prej tyre rolin e administratorit të kompanisë, ose ftoni një të ri. Deri atëherë lista e administrimit të kompanive e tregon atë mes kompanive pa administrator.',
    action: 'Hap punonjësit',
  },
  new_company_member: {
    subject: 'Një anëtar i ri iu bashkua {companyName}',
    body: 'Përshëndetje {firstName},\n\n{memberName} ({memberEmail}) u regjistrua si anëtar i {companyName}.',
    action: 'Shiko punonjësit',
  },
  event_invitation: {
    subject: 'Ftesë: {eventName}',
    body: 'Përshëndetje,\n\n{chamberName} ju fton në {eventName} ({startDate}, {place}). Hapni lidhjen më poshtë për të pranuar ftesën dhe për t’u regjistruar; lidhja funksionon një herë, deri në mbylljen e regjistrimit.',
    action: 'Prano ftesën',
  },
  event_reminder: {
    subject: 'Kujtesë: {eventName}',
    body: 'Përshëndetje,\n\njeni të ftuar në {eventName} ({startDate}, {place}) dhe ende nuk jeni regjistruar. Hapni lidhjen më poshtë për të pranuar ftesën; lidhjet e dërguara më parë nuk funksionojnë më.',
    action: 'Prano ftesën',
  },
  guest_contact_confirm: {
    subject: 'Konfirmoni mesazhin tuaj për {companyName}',
    body: 'Përshëndetje,\n\ndikush, ndoshta ju, i shkroi {companyName} në Market Access me këtë adresë e-maili. Hapni lidhjen më poshtë brenda 24 orëve për ta dërguar mesazhin; deri atëherë askush nuk e merr. Nëse nuk ishit ju, shpërfilleni këtë e-mail.',
    action: 'Dërgo mesazhin tim',
  },
  message_digest: {
    subject: 'Mesazhe të palexuara në Market Access: {count}',
    body: 'Përshëndetje {firstName},\n\nnë qendrën e mesazheve të Market Access keni mesazhe të palexuara: {count}, i fundit nga: {sender}. Hapni lidhjen më poshtë për t’i lexuar dhe për t’u përgjigjur.',
    action: 'Hap qendrën e mesazheve',
  },
  data_export_ready: {
    subject: 'Të dhënat tuaja në Market Access janë gati për shkarkim',
    body: 'Përshëndetje {firstName},\n\nkopja e të dhënave tuaja që kërkuat është gati: një skedar ZIP me llogarinë tuaj, anëtarësimet në kompani, mesazhet, takimet, regjistrimet, njoftimet, regjistrimet në ditar dhe skedarët e ngarkuar. Hyni dhe hapni lidhjen më poshtë për ta shkarkuar. Lidhja funksionon një herë, deri më {expiresAt}. Nëse nuk e kërkuat ju, ndryshoni fjalëkalimin.',
    action: 'Shkarko të dhënat e mia',
  },
  event_survey: {
    subject: 'Mendimi juaj për {eventName}',
    body: 'Përshëndetje {firstName},\n\nju faleminderit që morët pjesë në {eventName} ({startDate}). {chamberName} ju bën disa pyetje për ngjarjen dhe për rezultatin e takimeve tuaja; përgjigjet tuaja ndihmojnë në planifikimin e ngjarjes së ardhshme. Hapni lidhjen më poshtë dhe hyni për t’u përgjigjur; përgjigjet mund t’i ndryshoni derisa të mbyllet pyetësori.',
    action: 'Përgjigju pyetësorit',
  },
};
