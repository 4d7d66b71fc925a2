declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the real server started by global-setup.ts, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** An embedded database folder holding the default dataset, to copy for a server of a file's own. */
    seededDatabase: string;
    /** An embedded database folder holding the card data alone (imported by its command), to copy. */
    cardsOnlyDatabase: string;
    /** WebSocket address of the Chromium started by global-setup.ts, for chromium.connect(). */
    browserEndpoint: string;
  }
}

export {};
