// The part of jsdom's API the server uses (jsdom publishes no types of its own).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
