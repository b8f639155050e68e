import { messageLink, messageTarget } from './message-target';

describe('where a message leads', () => {
  it('opens a task as a to-do, a returned one as reject, on the phone twin on phones', () => {
    expect(messageTarget({ kind: 'todo', id: '7' }, false)).toEqual({ route: '/matter/examine', query: { inst_id: '7', type: 'todo' } });
    expect(messageTarget({ kind: 'todo', id: '7' }, true)?.route).toBe('/matter/m_examine');
    expect(messageTarget({ kind: 'reject', id: '7' }, false)).toEqual({ route: '/matter/rejectStep', query: { inst_id: '7', type: 'reject' } });
    expect(messageTarget({ kind: 'reject', id: '7' }, true)?.route).toBe('/matter/m_rejectStep');
  });

  it("opens the applicant's application in the launch view and a copy as read", () => {
    expect(messageTarget({ kind: 'launch', id: '8' }, false)).toEqual({ route: '/matter/examine', query: { inst_id: '8', type: 'launch' } });
    expect(messageTarget({ kind: 'read', id: '8' }, false)).toEqual({ route: '/matter/examine', query: { inst_id: '8', type: 'read' } });
  });

  it('opens a notice on its detail page', () => {
    expect(messageTarget({ kind: 'notice', id: '3' }, false)).toEqual({ route: '/site/informDetails', query: { id: '3' } });
    expect(messageTarget({ kind: 'notice', id: '3' }, true)?.route).toBe('/site/m_informDetails');
    expect(messageTarget({ kind: 'feedback', id: '5' }, false)).toEqual({ route: '/site/ucenter', query: { mtype: 'feedback' } });
    expect(messageTarget({ kind: 'feedback', id: '5' }, true)?.route).toBe('/site/m_ucenter');
  });

  it('opens a booking in 我的预约, on the phone twin on phones', () => {
    expect(messageTarget({ kind: 'booking', id: '12' }, false)).toEqual({ route: '/matter/makeAnAppointment', query: { id: '12' } });
    expect(messageTarget({ kind: 'booking', id: '12' }, true)?.route).toBe('/matter/m_makeAnAppointment');
    expect(messageLink({ kind: 'booking', id: '12' })).toBe('/matter/makeAnAppointment?id=12');
  });

  it('opens a fill-in reminder on its mission page, on the phone twin on phones', () => {
    expect(messageTarget({ kind: 'fillin', id: '4' }, false)).toEqual({ route: '/fillForm/mission', query: { id: '4' } });
    expect(messageTarget({ kind: 'fillin', id: '4' }, true)?.route).toBe('/fillForm/m_mission');
    expect(messageLink({ kind: 'fillin', id: '4' })).toBe('/fillForm/mission?id=4');
  });

  it('opens a document to handle on its page in 公文中心, on the phone twin on phones', () => {
    expect(messageTarget({ kind: 'document', id: '12' }, false)).toEqual({ route: '/reserve/officialCenter', query: { id: '12' } });
    expect(messageTarget({ kind: 'document', id: '12' }, true)?.route).toBe('/reserve/m_officialCenter');
  });

  it('leads nowhere for a message about nothing, an unknown kind or a malformed id', () => {
    expect(messageTarget({ kind: '', id: '' }, false)).toBeNull();
    expect(messageTarget({ kind: 'detail', id: '7' }, false)).toBeNull();
    expect(messageTarget({ kind: 'todo', id: '7&x=1' }, false)).toBeNull();
    expect(messageTarget({ kind: 'todo', id: '0' }, false)).toBeNull();
  });

  it('gives the desktop address for other channels', () => {
    expect(messageLink({ kind: 'todo', id: '7' })).toBe('/matter/examine?inst_id=7&type=todo');
    expect(messageLink({ kind: '', id: '' })).toBe('');
  });
});
