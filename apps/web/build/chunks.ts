import type { Rolldown } from 'vite';
import { GUARD_MODULE, STARTUP_MODULES } from './preloads';

type CodeSplitting = Exclude<
  NonNullable<Rolldown.OutputOptions['codeSplitting']>,
  boolean | undefined
>;

const normalise = (id: string) => id.replaceAll('\\', '/');

/** Modules the preloads plugin finds by their own chunk; no group may take them in. */
const OWN_CHUNK = [...STARTUP_MODULES, GUARD_MODULE].map((m) => m.replace(/\.tsx?$/, ''));
const hasOwnChunk = (id: string) => OWN_CHUNK.some((m) => normalise(id).includes(`/${m}.`));

/** The form libraries and our form kit (fields, server errors, Korean zod messages). */
const FORMS =
  /\/node_modules\/(?:react-hook-form|@hookform)\/|\/src\/shared\/ui\/form\/|\/contract\/src\/schemas\/(?:envelope|zod-messages)\./;
const ZOD = /\/node_modules\/zod\//;
/**
 * The form kit's stylesheet, in a group of its own: a chunk with nothing but
 * a stylesheet, which Vite turns into a plain stylesheet link of the screens
 * that import it. In `forms`, a screen that only reads and shows a plain text
 * box (the community's comment form) imported the `forms` chunk for these
 * styles, and with it react-hook-form and zod (issue 20); in no group, the
 * bundler moved it into `core`'s stylesheet, which every first visit loads.
 */
const FORM_STYLES = /\/src\/shared\/ui\/form\/form\.css(?:$|\?)/;
/**
 * The screen kit that list and detail screens share (page frame, list
 * states, search box, checkbox group, rich text, the region and job pickers,
 * the select, pagination and the list's address state), and the smaller
 * shared parts of screens (the interest and share buttons, the editor's HTML helpers,
 * the filters' code lists, the areas' cache roots, phone formatting, file
 * downloads, the consulting answers' annotated text), for those screens
 * only: the main page uses none of it, so it stays out of `core`, which
 * every first visit loads (issue 17: the pickers alone were ~1.5 KB gzipped
 * of it, the smaller parts ~2.5 KB). Every screen that uses a smaller part
 * loads the kit anyway, so they cost those screens no file of their own.
 */
const KIT =
  /\/src\/shared\/ui\/(?:page|list-states|search-box|checkbox-group|pickers|select|annotated-text)\/|\/src\/shared\/ui\/(?:rich-text|pagination|share-button|interest-button(?:-cache|-mutation)?)\.|\/src\/shared\/lib\/(?:(?:use-)?list-state|editor-html|format-phone|download-file)\.|\/src\/shared\/api\/(?:common-codes|recruit-regions)\.|\/src\/shared\/config\/query-roots\./;
const CORE = /\/node_modules\/|\/src\/shared\/|\/packages\/contract\/src\//;
// Zod builds a schema when its module runs: each screen's schemas stay with it,
// and screens that only read load no zod at all (decision 0020).
const SCHEMAS = /\/packages\/contract\/src\/schemas\//;
/**
 * Contract vocabulary that only lazily loaded screens use travels with them,
 * not in `core`, which every first visit loads: my home's labels, the résumé
 * vocabulary, the community's and moderation's labels, applications' and
 * offers' (issue 19), company information's (issue 21), the areas' API
 * paths (area-api-paths.ts), and the upload kinds and image helpers of the résumé
 * form (issue 18).
 */
const SCREEN_VOCABULARY =
  /\/packages\/contract\/src\/(?:vocabulary\/(?:myhome|resumes|resume-progress|community|moderation|applications|companies|chat|guide|support|bti|open-api|commerce|partners|banners)|uploads|area-api-paths)\.|\/src\/shared\/lib\/image-(?:check|resize|resize-plan)\./;
/**
 * Shared screen parts that build zod schemas of their own (the address
 * search of my-info and the résumé form, the report dialog), the write forms' leave
 * guard, the file upload call and the file fields' upload loop, the filter tabs' 전체 builder and
 * link copying: in no group, so they travel with the screens that use them. In `forms` or `core` their schemas would be
 * pulled into `core` and every first visit would load zod (decision 0020). The guide chat's
 * connection and conversation (shared/chat, the member's screen and the console's) likewise, and the
 * banner carousel (shared/banners, loaded lazily by the main page and the recruitment list).
 */
const SCREEN_PARTS =
  /\/src\/shared\/ui\/(?:form\/address-search|report-dialog)\/|\/src\/shared\/ui\/tabs\/tabs-with-all\.|\/src\/shared\/lib\/(?:use-leave-guard|upload-chosen|copy-link)\.|\/src\/shared\/api\/upload-file\.|\/src\/shared\/(?:chat|banners)\//;

/**
 * Libraries only a lazily loaded screen uses (the console's QR code at
 * authenticator enrolment): in no group, so they travel with that screen. In
 * `core`, which takes every other package, every first visit would load them.
 */
const SCREEN_LIBRARIES = /\/node_modules\/uqr\//;

/**
 * The hybrid app's bridge beyond its one tiny check (bridge.ts) and the
 * cookie clearing the logout uses: loaded only inside the app or by the
 * screens that use it, so in no group; in `core` every web visit would load
 * it (decision 0032).
 */
const NATIVE_LAZY = /\/src\/shared\/native\/(?!bridge\.|cookies\.|plugin-types\.)/;

/**
 * The rich-text editor (src/shared/ui/rich-text-editor, TipTap, ProseMirror
 * and what they import): in no group, so it travels with the write screens
 * (the community's, the console's guide and notices) only. In `core` every
 * screen would load it, and the list and detail would carry it (decision 0030).
 */
const EDITOR =
  /\/node_modules\/(?:@tiptap|prosemirror-[\w-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|fast-equals|use-sync-external-store|@floating-ui)\/|\/src\/shared\/ui\/rich-text-editor\//;

/**
 * What the community's list, post and write screens share (its vocabulary,
 * query keys, first calls, list filters, dates, the list row and the login
 * question): one file instead of the six the bundler cut by importer sets,
 * each a round trip on the list's and the post's first visit (issue 20,
 * decision 0030).
 */
const COMMUNITY_SHARED =
  /\/packages\/contract\/src\/vocabulary\/community\.|\/src\/features\/community\/(?:api\/(?:keys|get-posts|get-boards|get-post|get-community-me)|lib\/(?:format|list-filters)|components\/(?:post-row|use-login-gate))\./;

/**
 * How the build groups modules into files (decision 0018).
 *
 * Left to itself the bundler cuts one chunk per distinct set of importers,
 * which gave a first visit 25–30 files of 1–5 KB each. On a mobile network
 * over HTTP/1.1 each file costs a round trip on one of six connections, and
 * that queue, not the bytes, decided when the first screen appeared.
 * So, besides the screens (one chunk each, as before):
 * - `startup`: everything the entry imports statically joins the entry;
 * - `zod`: the validator every API call parses with;
 * - `forms`: react-hook-form, its zod resolver and src/shared/ui/form, for
 *   the form screens only;
 * - `kit`: the list and detail screens' shared components (decision 0018's
 *   grouping, kept off the main page's first load);
 * - `community`: what the community's screens share (issue 20);
 * - `core`: the rest of the shared code, the contract and the libraries,
 *   one file that every screen loads once and the browser then caches.
 */
export const codeSplitting: CodeSplitting = {
  groups: [
    { name: 'startup', tags: ['$initial'], priority: 4 },
    // Before `forms`, which would otherwise take zod in as a dependency of the resolver.
    { name: 'zod', test: (id) => ZOD.test(normalise(id)), priority: 3 },
    { name: 'form-styles', test: (id) => FORM_STYLES.test(normalise(id)), priority: 3 },
    {
      name: 'forms',
      test: (id) =>
        FORMS.test(normalise(id)) &&
        !SCREEN_PARTS.test(normalise(id)) &&
        !FORM_STYLES.test(normalise(id)),
      priority: 2,
      // Its members only: the response codes and errors they use belong to
      // `core`, which must not import the form chunk back.
      includeDependenciesRecursively: false,
    },
    {
      name: 'kit',
      // Scripts only: the page frame's stylesheet is the main page's too, so it stays in `core`.
      test: (id) => KIT.test(normalise(id)) && !id.endsWith('.css'),
      priority: 2,
      // Its members only: what they use (retry alert, API errors) stays in `core`.
      includeDependenciesRecursively: false,
    },
    {
      name: 'community',
      test: (id) => COMMUNITY_SHARED.test(normalise(id)),
      priority: 2,
      // Its members only: what they use (the HTTP helper, the contract's paths) stays where it was.
      includeDependenciesRecursively: false,
    },
    {
      name: 'core',
      test: (id) =>
        CORE.test(normalise(id)) &&
        !SCHEMAS.test(normalise(id)) &&
        !SCREEN_VOCABULARY.test(normalise(id)) &&
        !SCREEN_PARTS.test(normalise(id)) &&
        !SCREEN_LIBRARIES.test(normalise(id)) &&
        !NATIVE_LAZY.test(normalise(id)) &&
        !EDITOR.test(normalise(id)) &&
        !FORM_STYLES.test(normalise(id)) &&
        !hasOwnChunk(id),
      priority: 1,
    },
  ],
};
