// Local stand-ins for the real providers: an HTTP endpoint that records SMS requests, and a minimal SMTP
// server (EHLO, MAIL, RCPT, DATA, QUIT) that records the mails nodemailer delivers to it.
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface RecordedSms {
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export async function startSmsProvider(status = 200) {
  const received: RecordedSms[] = [];
  const state = { status };
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') });
      response.writeHead(state.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(state.status < 300 ? { id: received.length } : { error: 'refused' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    setStatus(next: number) {
      state.status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // fetch keeps connections alive; they would hold close() open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RecordedMail {
  from: string;
  to: string[];
  data: string;
}

export async function startSmtpServer() {
  const received: RecordedMail[] = [];
  const server = createTcpServer((socket) => {
    socket.write('220 localhost ESMTP test\r\n');
    let inData = false;
    let buffer = '';
    let mail: RecordedMail = { from: '', to: [], data: '' };
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (command === 'HELO') socket.write('250 localhost\r\n');
        else if (command === 'MAIL') {
          mail.from = line;
          socket.write('250 OK\r\n');
        } else if (command === 'RCPT') {
          mail.to.push(line);
          socket.write('250 OK\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
