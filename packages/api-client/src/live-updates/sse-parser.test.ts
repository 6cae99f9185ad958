import { describe, expect, test } from '@jest/globals';
import { SseParser } from './sse-parser';

describe('SseParser', () => {
  test('reads named events, joins data lines, skips comments and keeps the retry hint', () => {
    const parser = new SseParser();
    const text = 'retry: 3000\n\n: heartbeat\n\nevent: change\ndata: {"kind":"invoice"}\n\ndata: one\ndata: two\n\n';
    expect(parser.push(text)).toEqual([
      { event: 'message', data: '', retry: 3000 },
      { event: 'change', data: '{"kind":"invoice"}' },
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  test('an event cut anywhere across chunks, with CRLF line ends, arrives once and whole', () => {
    const parser = new SseParser();
    const text = 'event: change\r\ndata: {"kind":"user","id":"x"}\r\n\r\n';
    const messages = [...text].flatMap((character) => parser.push(character));
    expect(messages).toEqual([{ event: 'change', data: '{"kind":"user","id":"x"}' }]);
  });

  test('an event without its blank line yet is held back', () => {
    const parser = new SseParser();
    expect(parser.push('event: change\ndata: {}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'change', data: '{}' }]);
  });
});
