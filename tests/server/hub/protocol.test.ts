// The JSON hub protocol codec: framing, the handshake and strict message parsing.
import { describe, expect, it } from 'vitest';
import {
  MessageType,
  PING_RECORD,
  RECORD_SEPARATOR,
  RecordReader,
  close,
  completionError,
  invocation,
  parseHandshakeRequest,
  parseMessage,
  writeHandshakeResponse,
  writeMessage,
} from '../../../server/hub/protocol';

const RS = '\u001e';

describe('RecordReader', () => {
  it('splits several records in one chunk and keeps an unfinished one for later', () => {
    const reader = new RecordReader(1000);
    const first = reader.push(`{"a":1}${RS}{"b":2}${RS}{"c":`);
    expect(first).toEqual({ ok: true, value: ['{"a":1}', '{"b":2}'] });
    expect(reader.hasPending).toBe(true);
    expect(reader.push(`3}${RS}`)).toEqual({ ok: true, value: ['{"c":3}'] });
    expect(reader.hasPending).toBe(false);
  });

  it('yields nothing until a separator arrives', () => {
    const reader = new RecordReader(1000);
    expect(reader.push('{"type":')).toEqual({ ok: true, value: [] });
    expect(reader.push(`6}${RS}`)).toEqual({ ok: true, value: ['{"type":6}'] });
  });

  it('refuses an unterminated record longer than its limit', () => {
    const reader = new RecordReader(10);
    expect(reader.push('x'.repeat(11)).ok).toBe(false);
    const other = new RecordReader(10);
    expect(other.push(`{}${RS}${'y'.repeat(11)}`).ok).toBe(false);
  });

  it('passes empty records through (the parser refuses them)', () => {
    const reader = new RecordReader(100);
    expect(reader.push(`${RS}${RS}`)).toEqual({ ok: true, value: ['', ''] });
  });
});

describe('handshake', () => {
  it('reads protocol and version', () => {
    expect(parseHandshakeRequest('{"protocol":"json","version":1}')).toEqual({
      ok: true,
      value: { protocol: 'json', version: 1 },
    });
  });

  it.each([
    ['not json', '{protocol'],
    ['an array', '[1]'],
    ['missing protocol', '{"version":1}'],
    ['empty protocol', '{"protocol":"","version":1}'],
    ['string version', '{"protocol":"json","version":"1"}'],
    ['fractional version', '{"protocol":"json","version":1.5}'],
    ['missing version', '{"protocol":"json"}'],
  ])('refuses %s', (_name, text) => {
    expect(parseHandshakeRequest(text).ok).toBe(false);
  });

  it('answers {} to accept and {error} to refuse, each terminated by 0x1E', () => {
    expect(writeHandshakeResponse()).toBe(`{}${RS}`);
    expect(writeHandshakeResponse('nope')).toBe(`{"error":"nope"}${RS}`);
    expect(RECORD_SEPARATOR).toBe(String.fromCharCode(0x1e));
  });
});

describe('parseMessage', () => {
  it('reads an invocation with and without an invocation id', () => {
    expect(parseMessage('{"type":1,"invocationId":"7","target":"Send","arguments":[42,"x"]}')).toEqual({
      ok: true,
      value: { type: 1, invocationId: '7', target: 'Send', arguments: [42, 'x'] },
    });
    expect(parseMessage('{"type":1,"target":"Send","arguments":[]}')).toEqual({
      ok: true,
      value: { type: 1, target: 'Send', arguments: [] },
    });
  });

  it('keeps headers and stream ids, and ignores properties it does not know', () => {
    const parsed = parseMessage(
      '{"type":1,"headers":{"a":"b"},"invocationId":"1","target":"T","arguments":[],"streamIds":["s1"],"future":true}',
    );
    expect(parsed).toEqual({
      ok: true,
      value: { type: 1, headers: { a: 'b' }, invocationId: '1', target: 'T', arguments: [], streamIds: ['s1'] },
    });
  });

  it('reads every other type', () => {
    expect(parseMessage('{"type":2,"invocationId":"1","item":null}')).toEqual({
      ok: true,
      value: { type: 2, invocationId: '1', item: null },
    });
    expect(parseMessage('{"type":3,"invocationId":"1","result":5}')).toEqual({
      ok: true,
      value: { type: 3, invocationId: '1', result: 5 },
    });
    expect(parseMessage('{"type":3,"invocationId":"1","error":"bad"}')).toEqual({
      ok: true,
      value: { type: 3, invocationId: '1', error: 'bad' },
    });
    expect(parseMessage('{"type":3,"invocationId":"1"}')).toEqual({ ok: true, value: { type: 3, invocationId: '1' } });
    expect(parseMessage('{"type":4,"invocationId":"9","target":"S","arguments":[1]}')).toEqual({
      ok: true,
      value: { type: 4, invocationId: '9', target: 'S', arguments: [1] },
    });
    expect(parseMessage('{"type":5,"invocationId":"9"}')).toEqual({ ok: true, value: { type: 5, invocationId: '9' } });
    expect(parseMessage('{"type":6}')).toEqual({ ok: true, value: { type: 6 } });
    expect(parseMessage('{"type":7}')).toEqual({ ok: true, value: { type: 7 } });
    expect(parseMessage('{"type":7,"error":"x","allowReconnect":true}')).toEqual({
      ok: true,
      value: { type: 7, error: 'x', allowReconnect: true },
    });
  });

  it('marks well-formed records of unknown types instead of failing them', () => {
    expect(parseMessage('{"type":8,"sequenceId":3}')).toEqual({ ok: true, value: { type: 8, unknown: true } });
    expect(parseMessage('{"type":99}')).toEqual({ ok: true, value: { type: 99, unknown: true } });
  });

  it.each([
    ['empty text', ''],
    ['invalid JSON', '{"type":1,'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"hello"'],
    ['null', 'null'],
    ['no type', '{"target":"x"}'],
    ['string type', '{"type":"1"}'],
    ['fractional type', '{"type":1.5}'],
    ['invocation without target', '{"type":1,"arguments":[]}'],
    ['invocation with empty target', '{"type":1,"target":"","arguments":[]}'],
    ['invocation with numeric target', '{"type":1,"target":5,"arguments":[]}'],
    ['invocation without arguments', '{"type":1,"target":"x"}'],
    ['invocation with object arguments', '{"type":1,"target":"x","arguments":{}}'],
    ['invocation with numeric id', '{"type":1,"invocationId":1,"target":"x","arguments":[]}'],
    ['invocation with a huge id', `{"type":1,"invocationId":"${'9'.repeat(200)}","target":"x","arguments":[]}`],
    ['invocation with a huge target', `{"type":1,"target":"${'t'.repeat(300)}","arguments":[]}`],
    ['invocation with bad stream ids', '{"type":1,"target":"x","arguments":[],"streamIds":[1]}'],
    ['invocation with bad headers', '{"type":1,"target":"x","arguments":[],"headers":{"a":1}}'],
    ['stream invocation without id', '{"type":4,"target":"x","arguments":[]}'],
    ['stream item without item', '{"type":2,"invocationId":"1"}'],
    ['stream item without id', '{"type":2,"item":1}'],
    ['completion without id', '{"type":3}'],
    ['completion with result and error', '{"type":3,"invocationId":"1","result":1,"error":"e"}'],
    ['completion with numeric error', '{"type":3,"invocationId":"1","error":5}'],
    ['cancel without id', '{"type":5}'],
    ['close with numeric error', '{"type":7,"error":1}'],
    ['close with string allowReconnect', '{"type":7,"allowReconnect":"yes"}'],
  ])('refuses %s', (_name, text) => {
    const parsed = parseMessage(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.length).toBeGreaterThan(0);
  });
});

describe('writing', () => {
  it('writes an invocation the client dispatches by target', () => {
    const record = writeMessage(invocation('NotifyMessage', ['Balance', { balance: 10 }]));
    expect(record.endsWith(RS)).toBe(true);
    expect(JSON.parse(record.slice(0, -1))).toEqual({
      type: MessageType.Invocation,
      target: 'NotifyMessage',
      arguments: ['Balance', { balance: 10 }],
    });
  });

  it('writes ping, completion errors and close messages', () => {
    expect(PING_RECORD).toBe(`{"type":6}${RS}`);
    expect(writeMessage(completionError('4', 'no'))).toBe(`{"type":3,"invocationId":"4","error":"no"}${RS}`);
    expect(writeMessage(close())).toBe(`{"type":7}${RS}`);
    expect(writeMessage(close('bye', true))).toBe(`{"type":7,"error":"bye","allowReconnect":true}${RS}`);
  });

  it('round-trips what it writes', () => {
    const message = invocation('X', [1, 'two', { three: [3] }]);
    expect(parseMessage(writeMessage(message).slice(0, -1))).toEqual({ ok: true, value: message });
  });
});
