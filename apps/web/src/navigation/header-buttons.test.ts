import { describe, expect, it } from 'vitest';
import { screens } from '../app/route-table.ts';
import { headerButtons } from './header-buttons.ts';

const buttonsOf = (spec: string, roleId: number | null) => headerButtons(screens.find((s) => s.spec === spec)?.buttons, roleId);

describe('header buttons by route (spec-1 section 2)', () => {
  it('event lists show add event; templates and followup add with form id 0', () => {
    for (const list of ['chamber-events', 'event-history', 'announced-events']) {
      expect(buttonsOf(`/event-management/${list}`, 2)).toEqual([{ key: 'addEvent', to: '/event-management/chamber-events/form' }]);
    }
    expect(buttonsOf('/event-management/templates', 2)[0].to).toBe('/event-management/templates/form/0');
    expect(buttonsOf('/event-management/followup', 2)[0].to).toBe('/event-management/followup/form/0');
  });

  it('message-center pages show new message with the spec query', () => {
    const to = buttonsOf('/message-center/contacts', 3)[0].to;
    expect(to).toBe(
      '/message-center/message-center-new/conversations/create?pageNum=1&pageSize=10&searchTerm=&startDate=null&endDate=null',
    );
    for (const p of ['conversations', 'conversations/create', 'conversations/{id}', 'spam', 'spam/{id}', 'deleted', 'deleted/{id}']) {
      expect(buttonsOf(`/message-center/message-center-new/${p}`, 3).map((b) => b.key)).toEqual(['newMessage']);
    }
  });

  it('business to business shows the public area; its public page shows members area to roles above 2 only', () => {
    expect(buttonsOf('/business-to-business', 3).map((b) => b.key)).toEqual(['publicArea']);
    expect(buttonsOf('/business-to-business/public', 3).map((b) => b.key)).toEqual(['membersArea']);
    expect(buttonsOf('/business-to-business/public', 2)).toEqual([]);
    expect(buttonsOf('/business-to-business/public', null)).toEqual([]);
  });

  it('the second admin center users list has an add button', () => {
    expect(buttonsOf('/kif-admin-center/users', 1).map((b) => b.key)).toEqual(['addUser']);
  });
});
