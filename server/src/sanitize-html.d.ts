// sanitize-html ships no types; this is the part of its API the server uses.
declare module 'sanitize-html' {
  namespace sanitize {
    interface Tag {
      tagName: string;
      attribs: Record<string, string>;
    }
    interface IOptions {
      allowedTags?: string[];
      allowedAttributes?: Record<string, string[]>;
      allowedSchemes?: string[];
      allowedSchemesByTag?: Record<string, string[]>;
      allowProtocolRelative?: boolean;
      disallowedTagsMode?: 'discard' | 'escape' | 'recursiveEscape';
      transformTags?: Record<string, (tagName: string, attribs: Record<string, string>) => Tag>;
    }
  }
  function sanitize(html: string, options?: sanitize.IOptions): string;
  export default sanitize;
}
