/** One server-sent event: its name (`message` unless named), its data lines joined, and a `retry:` hint if it had one. */
export interface SseMessage {
  event: string;
  data: string;
  retry?: number;
}

/**
 * Reads a text/event-stream as it arrives, chunk by chunk, cut anywhere (the format of the HTML
 * standard: fields `event`, `data`, `retry`, `id`; lines starting with `:` are comments; a blank
 * line ends an event). A `retry:` alone is handed on as a message without data.
 */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private retry: number | undefined;

  push(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const messages: SseMessage[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
      if (!match || (match[0] === '\r' && match.index === this.buffer.length - 1)) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const message = this.line(line);
      if (message) messages.push(message);
    }
    return messages;
  }

  private line(line: string): SseMessage | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
    return null;
  }

  private dispatch(): SseMessage | null {
    const message: SseMessage | null =
      this.data.length > 0 || this.retry !== undefined
        ? { event: this.event || 'message', data: this.data.join('\n'), ...(this.retry !== undefined ? { retry: this.retry } : {}) }
        : null;
    this.event = '';
    this.data = [];
    this.retry = undefined;
    return message;
  }
}
