// fontkit ships no types; lib/pdf.ts uses only `create`, whose fonts it hands to pdfkit.
declare module 'fontkit' {
  /** A parsed font; pdfkit accepts it wherever it takes a font file. */
  export interface Font {
    layout(text: string, features?: unknown): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
