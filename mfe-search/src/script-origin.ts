/**
 * Where this section's bundle was served from, for its elements' default `api-base`: webpack's
 * public path of this build (set from the script's URL at run time). It is read here, in the
 * section, because shared's modules may be provided by another container, whose path is its own.
 */
declare const __webpack_public_path__: string | undefined;

/** This bundle's public path; undefined outside webpack (unit tests). */
export function bundlePublicPath(): string | undefined {
  return typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined;
}
