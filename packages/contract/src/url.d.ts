/**
 * The part of the WHATWG URL API the contract uses. Browsers and Node both
 * have it; declaring it here keeps the contract free of the DOM's and Node's
 * typings. The apps compile the contract with their own, fuller ones (this
 * file is not imported, so only the contract's own check reads it).
 */
declare global {
  interface URLSearchParams {
    append(name: string, value: string): void;
    get(name: string): string | null;
    toString(): string;
  }
  var URLSearchParams: {
    prototype: URLSearchParams;
    new (init?: string | Record<string, string>): URLSearchParams;
  };
  interface URL {
    readonly pathname: string;
    readonly search: string;
    readonly searchParams: URLSearchParams;
  }
  var URL: { prototype: URL; new (url: string, base?: string): URL };
}

export {};
