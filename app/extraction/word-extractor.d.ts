// word-extractor ships no types: the part of its API that doc.server.ts uses.
declare module "word-extractor" {
  interface TextOptions {
    filterUnicode?: boolean;
  }
  class WordDocument {
    getBody(options?: TextOptions): string;
    getTextboxes(options?: TextOptions & { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
  }
  export default class WordExtractor {
    extract(source: Buffer | string): Promise<WordDocument>;
  }
}
