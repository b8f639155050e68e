/**
 * An in-process SMTP server for tests (smtp-server): it asks for AUTH (PLAIN or LOGIN) with its own user and
 * password, keeps every accepted message parsed (mailparser), and can refuse the next one as a busy server would.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The sender's Message-ID, <…@host>. */
  messageId: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtpInbox {
  /** The server's settings for this inbox (config.delivery.smtp). */
  config: { url: string; from: string };
  /** Every message the server accepted, a repeat too. */
  messages: ReceivedMail[];
  /** What the recipient's mail client lists for an address: a message received again under its Message-ID once. */
  mailbox(address: string): ReceivedMail[];
  /** The newest message to an address (any case), or undefined. */
  latestTo(address: string): ReceivedMail | undefined;
  /** The six-digit code in the newest message to an address. */
  latestCode(address: string): string | undefined;
  /** The next message is refused with a temporary failure (451). */
  failNext(): void;
  /**
   * From now on a message is accepted but the server's answer is held until resumeReplies(), as an answer lost to a
   * sender that dies before reading it; heldReplies() counts the answers held.
   */
  holdReplies(): void;
  resumeReplies(): void;
  heldReplies(): number;
  close(): Promise<void>;
}

const USER = 'hall';
const PASSWORD = 'inbox-password';
const FROM = 'Campus Hall <no-reply@hall.example.edu.cn>';

export async function startSmtpInbox(): Promise<TestSmtpInbox> {
  const messages: ReceivedMail[] = [];
  let refuseNext = false;
  let holding = false;
  const held: (() => void)[] = [];
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    // Plain SMTP on the loopback: no certificate to trust, and AUTH without TLS is allowed for that.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (refuseNext) {
            refuseNext = false;
            return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          }
          if (!session.user) return callback(Object.assign(new Error('Authentication required'), { responseCode: 530 }));
          messages.push({
            messageId: mail.messageId ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          if (holding) held.push(() => callback());
          else callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const to = (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase()));
  const latestTo = (address: string) => to(address).at(-1);
  return {
    config: { url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`, from: FROM },
    messages,
    mailbox: (address) => [...new Map(to(address).map((m) => [m.messageId, m])).values()],
    latestTo,
    latestCode: (address) => /\b(\d{6})\b/.exec(latestTo(address)?.text ?? '')?.[1],
    failNext() {
      refuseNext = true;
    },
    holdReplies() {
      holding = true;
    },
    resumeReplies() {
      holding = false;
      for (const reply of held.splice(0)) reply();
    },
    heldReplies: () => held.length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
