import { eventModel } from '@portal/contracts/events/events';
import { describe, expect, it } from 'vitest';
import { zodErrors } from '../../../components/form/useZodForm.ts';
import { type EventFormValues, eventFormSchema, formToModel, toEventModel, toFormValues, toInstant } from './event-form.ts';
import { eventDetails } from '../test-fixtures.ts';

const filled = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  ...toFormValues(null),
  name: 'Forum',
  startDay: '2027-05-12',
  startTime: '09:00',
  endDay: '2027-05-12',
  endTime: '17:00',
  eventPlace: 'Belgrade',
  ...overrides,
});

const errorKeys = (values: EventFormValues) => Object.keys(zodErrors(eventFormSchema, values)).sort();

describe('event form', () => {
  it('builds instants with the browser offset that the contract accepts', () => {
    const at = toInstant('2027-05-12', '09:30');
    // Belgrade time (UTC+2 in May), wherever the browser is.
    expect(at).toBe('2027-05-12T09:30:00+02:00');
    expect(new Date(at!).toISOString()).toBe('2027-05-12T07:30:00.000Z');
    expect(toInstant(null, '09:30')).toBeNull();
    expect(toInstant('2027-05-12', '', '23:59')).toMatch(/T23:59:00/);
  });

  it('sends a body the contract takes, and a saved event comes back unchanged', () => {
    const saved = eventDetails();
    const body = eventModel.parse(formToModel(toFormValues(saved)));
    const same = eventModel.parse(toEventModel(saved));
    // The same instants, written with the browser's offset.
    expect(Date.parse(body.startDate)).toBe(Date.parse(same.startDate));
    expect(Date.parse(body.endDate)).toBe(Date.parse(same.endDate));
    // The form sends the other languages' texts (none here); the unchanged body leaves the stored ones.
    expect(body.translations).toEqual({});
    expect({ ...body, startDate: '', endDate: '', translations: undefined }).toEqual({ ...same, startDate: '', endDate: '' });
    expect(body.lat).toBe(44.81);
    expect(body.fkPredefinedThemeId).toBe(2);
  });

  it('asks for the name, days and times', () => {
    expect(errorKeys(toFormValues(null))).toEqual(['endDay', 'endTime', 'name', 'startDay', 'startTime']);
    expect(errorKeys(filled())).toEqual([]);
  });

  it('puts the contract rules on the inputs: end before start, registration after the end, a place for in-person events', () => {
    expect(errorKeys(filled({ endDay: '2027-05-11' }))).toEqual(['endDay']);
    expect(errorKeys(filled({ registrationEndDay: '2027-05-13' }))).toEqual(['registrationEndDay']);
    expect(errorKeys(filled({ eventPlace: '', venue: '' }))).toEqual(['venue']);
    expect(errorKeys(filled({ eventPlace: '', venue: '', fkEventPlaceTypeId: '2' }))).toEqual([]);
    expect(errorKeys(filled({ fkEventPlaceTypeId: '3', onlineLink: 'not a link' }))).toEqual(['onlineLink']);
  });

  it("edits the main language's texts, never the reader's, and sends the other languages written", () => {
    const saved = eventDetails({
      name: 'Forum hrane',
      eventPlace: 'Beograd',
      textLanguages: { name: 'sr', description: 'eng', eventPlace: 'sr' },
      editableTexts: {
        mainLanguage: 'eng',
        texts: {
          eng: { name: 'Food forum', description: '<p>Buyers</p>', eventPlace: 'Belgrade' },
          sr: { name: 'Forum hrane', eventPlace: 'Beograd' },
        },
      },
    });
    const values = toFormValues(saved);
    expect(values).toMatchObject({ name: 'Food forum', eventPlace: 'Belgrade', mainLanguage: 'eng' });
    expect(values.translations.sr).toEqual({ name: 'Forum hrane', description: '', eventPlace: 'Beograd' });
    expect(toEventModel(saved)).toMatchObject({ name: 'Food forum', eventPlace: 'Belgrade', mainLanguage: 'eng' });
    const model = formToModel({
      ...values,
      translations: { ...values.translations, mk: { name: 'Форум', description: '', eventPlace: '' } },
    });
    expect(model.translations).toEqual({ sr: { name: 'Forum hrane', eventPlace: 'Beograd' }, mk: { name: 'Форум' } });
    // The main language's tab is not sent (its texts are the main fields); a former main language's texts stay as its translation.
    const serbianMain = formToModel({ ...values, mainLanguage: 'sr' });
    expect(serbianMain.mainLanguage).toBe('sr');
    expect(serbianMain.translations).toEqual({ eng: { name: 'Food forum', description: '<p>Buyers</p>', eventPlace: 'Belgrade' } });
    expect(
      errorKeys({ ...values, translations: { ...values.translations, sq: { name: 'x'.repeat(201), description: '', eventPlace: '' } } }),
    ).toEqual(['translations.sq.name']);
  });

  it('drops the place of a virtual event and the link of an in-person one', () => {
    const virtual = formToModel(filled({ fkEventPlaceTypeId: '2', onlineLink: 'meet.example.com/x', venue: 'Hall', lat: 44 }));
    expect(virtual).toMatchObject({ eventPlace: null, venue: null, lat: null, onlineLink: 'meet.example.com/x' });
    const physical = formToModel(filled({ onlineLink: 'meet.example.com/x' }));
    expect(physical.onlineLink).toBeNull();
  });
});
