import { z } from 'zod';

/**
 * Where a person's contact details can appear to people outside their company (issue 24 item 2):
 * the company profile (its employees), search (people searches: message receivers), an event's
 * attendee lists and the company profile PDF. Inside the company colleagues see everything.
 */
export const contactPlaces = ['companyProfile', 'search', 'eventAttendees', 'profilePdf'] as const;
export type ContactPlace = (typeof contactPlaces)[number];

/** The kinds of contact detail a person chooses to show: the e-mail and the phones (phone, middle part, direct). */
export const contactKinds = ['email', 'phone'] as const;
export type ContactKind = (typeof contactKinds)[number];

/**
 * A person's choice: for the e-mail and for the phone, the places where people outside their
 * company see it. The default (both empty) shows nothing but the name outside the company.
 */
export const contactVisibility = z.object({ email: z.array(z.enum(contactPlaces)), phone: z.array(z.enum(contactPlaces)) });
export type ContactVisibility = z.infer<typeof contactVisibility>;

/** The places of one kind as a person sends them: each at most once, kept in the order of contactPlaces. */
const shownIn = z
  .array(z.enum(contactPlaces, 'validation.invalid'))
  .max(contactPlaces.length, 'validation.max_items')
  .transform((places) => contactPlaces.filter((p) => places.includes(p)));

/** PUT api/Account/contact-visibility: the person's new choice. */
export const contactVisibilityModel = z.object({ email: shownIn, phone: shownIn });
export type ContactVisibilityModel = z.input<typeof contactVisibilityModel>;

/** A choice as stored (two lists of place names), keeping the known places in their order. */
export const toContactVisibility = (email: readonly string[], phone: readonly string[]): ContactVisibility => ({
  email: contactPlaces.filter((p) => email.includes(p)),
  phone: contactPlaces.filter((p) => phone.includes(p)),
});

/** Whether a choice shows this kind of contact in this place. */
export const isShownIn = (v: ContactVisibility, kind: ContactKind, place: ContactPlace): boolean => v[kind].includes(place);
