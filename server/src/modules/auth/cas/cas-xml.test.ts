import { casProfile, identityTypeOf } from './cas-profile';
import { logoutRequestTicket, parseValidationAnswer } from './cas-xml';

const success = `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>2023010101</cas:user>
    <cas:attributes>
      <cas:cn>王思远</cas:cn>
      <cas:uid>2023010101</cas:uid>
      <cas:userType>本科生</cas:userType>
      <cas:memberOf>library</cas:memberOf>
      <cas:memberOf>sports &amp; arts</cas:memberOf>
    </cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>`;

describe('the CAS 3.0 validation answer', () => {
  it('reads the user and every attribute as text, repeated ones as lists', () => {
    expect(parseValidationAnswer(success)).toEqual({
      kind: 'success',
      user: '2023010101',
      attributes: { cn: ['王思远'], uid: ['2023010101'], userType: ['本科生'], memberOf: ['library', 'sports & arts'] },
    });
  });

  it('reads a failure with its code', () => {
    const xml = `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
      <cas:authenticationFailure code="INVALID_TICKET">Ticket ST-1 not recognized</cas:authenticationFailure></cas:serviceResponse>`;
    expect(parseValidationAnswer(xml)).toEqual({ kind: 'failure', code: 'INVALID_TICKET', message: 'Ticket ST-1 not recognized' });
  });

  it.each([
    ['not XML', 'Internal Server Error'],
    ['an HTML page', '<html><body>maintenance</body></html>'],
    ['a success without a user', '<cas:serviceResponse xmlns:cas="x"><cas:authenticationSuccess></cas:authenticationSuccess></cas:serviceResponse>'],
    ['an entity declaration', `<!DOCTYPE r [<!ENTITY a "aaaa">]><cas:serviceResponse xmlns:cas="x"><cas:authenticationSuccess><cas:user>&a;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`],
    ['nothing', ''],
  ])('calls %s malformed', (_what, xml) => {
    expect(parseValidationAnswer(xml)).toEqual({ kind: 'malformed' });
  });
});

describe('the back-channel logout request', () => {
  it('names the service ticket in its SessionIndex', () => {
    const xml = `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"
      ID="LR-1" Version="2.0" IssueInstant="2026-11-26T08:00:00Z"><saml:NameID>@NOT_USED@</saml:NameID>
      <samlp:SessionIndex>ST-42-abc</samlp:SessionIndex></samlp:LogoutRequest>`;
    expect(logoutRequestTicket(xml)).toBe('ST-42-abc');
  });

  it.each(['', 'ST-42', '<samlp:LogoutRequest xmlns:samlp="x"></samlp:LogoutRequest>', '<other><SessionIndex>ST-1</SessionIndex></other>'])('finds none in %j', (xml) => {
    expect(logoutRequestTicket(xml)).toBeNull();
  });
});

describe('who a CAS sign-in names', () => {
  const names = { number: 'uid', name: 'cn', identity: 'userType', department: 'deptCode' };

  it('reads number, name, identity and department by the configured attribute names', () => {
    expect(casProfile('wsy', { uid: ['2023010101'], cn: ['王思远'], userType: ['本科生'], deptCode: ['CS'] }, names)).toEqual({
      number: '2023010101',
      name: '王思远',
      identityType: 'student',
      departmentCode: 'CS',
    });
  });

  it('falls back to the CAS user for the number and the number for the name', () => {
    expect(casProfile(' T0001 ', {}, names)).toEqual({ number: 'T0001', name: 'T0001', identityType: 'other', departmentCode: null });
  });

  it.each([
    ['student', 'student'],
    ['Undergraduate', 'student'],
    ['研究生', 'student'],
    ['teacher', 'staff'],
    ['教职工', 'staff'],
    ['alumni', 'other'],
    [undefined, 'other'],
  ])('takes %s for a %s', (value, type) => {
    expect(identityTypeOf(value)).toBe(type);
  });
});
