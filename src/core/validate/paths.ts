// Which registry files are records, and where a record must live: models/<lab_slug>/<model_slug>.toml.
import { CASE_RENAME, recordPaths } from '../record-path.js';
import type { RegistryFile } from '../types.js';
import { quote } from './format.js';

export const SLUG = /^[a-z0-9][a-z0-9-]*$/;

/** `modelsDir`: the records' folder in the repository (`models`, `data/models`, `.`), as it is named there. */
function locationHelp(modelsDir: string): string {
  const { toRepoPath } = recordPaths(modelsDir);
  return `a record must be at ${toRepoPath('models/<lab_slug>/<model_slug>.toml')}, slugs made of lowercase letters, digits and hyphens (e.g. ${toRepoPath('models/google/veo-3-1.toml')})`;
}

/** Only `.toml` files under `models/` are records; anything else in the tree is not ours to judge. */
export function isRecordFile(path: string): boolean {
  return path.startsWith('models/') && path.endsWith('.toml');
}

/**
 * The slug a name was likely meant to be (`My_Model` ⇒ `my-model`, `Vidéo` ⇒ `video`), or null when
 * nothing of one is left: lower case, accents dropped, each run of other characters one hyphen.
 */
function slugOf(name: string): string | null {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return SLUG.test(slug) ? slug : null;
}

/**
 * The rename that makes a name a slug: `own`, the slug the record's model.id gives it, where it has
 * one (a rename to any other would fail registry/model-id-path next), else the name's own slug. One
 * of letter case alone (`Google`) is with git mv, as a plain one is lost where most such names come
 * from (macOS and Windows ignore letter case, so git sees no change).
 */
function slugFix(what: 'folder' | 'file', name: string, ext: string, own: IdSlug | undefined): string {
  const mechanical = slugOf(name);
  const slug = own?.slug ?? mechanical;
  if (slug === null || slug === name) return '';
  const how = slug === name.toLowerCase() ? ` with git mv, as ${CASE_RENAME}` : '';
  const why = own !== undefined && own.slug !== mechanical ? `, as in its model.id ${quote(own.id)}` : '';
  return ` (rename the ${what} to ${slug}${ext}${why}${how})`;
}

/** A slug of a record's model.id, with the id (for the message to name). */
interface IdSlug {
  slug: string;
  id: string;
}

/** The lab (0) or model (1) slug of a model id of the spec's form; undefined for any other id. */
function idSlug(id: string | undefined, part: 0 | 1): IdSlug | undefined {
  const parts = id?.split('/') ?? [];
  if (id === undefined || parts.length !== 2 || !parts.every((p) => SLUG.test(p) && p.length <= MAX_SLUG))
    return undefined;
  return { slug: parts[part]!, id };
}

/** ` (its model.id "google/veo-3-1" puts it at models/google/veo-3-1.toml)`, for an id of the spec's form. */
function idPlace(modelsDir: string, id: string | undefined): string {
  if (idSlug(id, 0) === undefined) return '';
  const folder = modelsDir === '.' ? '' : `${modelsDir}/`;
  return ` (its model.id ${quote(id!)} puts it at ${folder}${id}.toml)`;
}

export type Location = { ok: true; modelId: string } | { ok: false; message: string };

/**
 * The longest slug. The build names files after slugs (`<model>.feed.json`, with the writer's
 * temporary `.tmp-<pid>` up to 22 characters more), and ext4, APFS and NTFS take names of at most 255
 * bytes; a longer slug passed validate and then failed the build (ENAMETOOLONG). The spec's pattern
 * sets no length: this is the project's limit, with room to spare.
 */
export const MAX_SLUG = 200;

const tooLong = (what: 'lab' | 'model', slug: string) =>
  `the ${what} slug is ${slug.length} characters long: at most ${MAX_SLUG}, as the files published for it add to its name (feeds/models/<lab>/<model>.feed.json and others) and file systems take names of at most 255 bytes`;

/**
 * The model id a record path implies (`models/google/veo-3-1.toml` ⇒ `google/veo-3-1`), or why it has
 * none, in words that name the records' folder `modelsDir` as the repository has it. `ownId`: the
 * model.id the file holds, read only when a rename is to be proposed.
 */
export function recordLocation(
  path: string,
  modelsDir = 'models',
  ownId: () => string | undefined = () => undefined,
): Location {
  const parts = path.split('/');
  const lab = parts[1] ?? '';
  const model = (parts[2] ?? '').replace(/\.toml$/, '');
  let why: string | undefined;
  if (parts.length < 3) why = `this file is not inside a lab folder${idPlace(modelsDir, ownId())}`;
  else if (parts.length > 3) why = 'this file is nested too deep';
  else if (!SLUG.test(lab))
    why = `${quote(lab)} is not a valid lab slug${slugFix('folder', lab, '', idSlug(ownId(), 0))}`;
  else if (!SLUG.test(model))
    why = `${quote(model)} is not a valid model slug${slugFix('file', model, '.toml', idSlug(ownId(), 1))}`;
  else if (lab.length > MAX_SLUG) why = tooLong('lab', lab);
  else if (model.length > MAX_SLUG) why = tooLong('model', model);
  return why
    ? { ok: false, message: `${locationHelp(modelsDir)}; ${why}` }
    : { ok: true, modelId: `${lab}/${model}` };
}

/**
 * Device names Windows reserves for files and folders, in any letter case and with any extension
 * (`con.toml` is CON): Microsoft, "Naming Files, Paths, and Namespaces". The spec's slug pattern
 * allows the lowercase ones, so a record named so is valid, but no Windows checkout can hold it.
 */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/;

/** The warning for a record at a valid path whose lab or model slug is a Windows device name. */
export function windowsNameProblem(path: string): { rule: string; message: string } | undefined {
  const [, lab = '', file = ''] = path.split('/');
  const model = file.replace(/\.toml$/, '');
  // Both named in one warning when both are reserved: a rename of one would meet a second warning.
  const named = [
    ...(WINDOWS_DEVICE.test(lab) ? [{ slug: lab, what: 'lab folder', kind: 'lab' }] : []),
    ...(WINDOWS_DEVICE.test(model) ? [{ slug: model, what: 'record', kind: 'model' }] : []),
  ];
  if (named.length === 0) return undefined;
  const and = (f: (n: (typeof named)[number]) => string) => named.map(f).join(' and ');
  const one = named.length === 1;
  return {
    rule: 'file/windows-name',
    message: `${and((n) => `"${n.slug}"`)} ${one ? 'is a device name' : 'are device names'} on Windows (as are con, prn, aux, nul, com1 to com9 and lpt1 to lpt9, in any letter case and with any extension), so git cannot check this ${and((n) => n.what)} out there: a Windows contributor cannot open or edit it. Choose ${and((n) => `a ${n.kind} slug`)} that ${one ? 'is not one of these names' : 'are not among these names'} (e.g. ${and((n) => `"${n.slug}-1"`)})`,
  };
}

/**
 * Whether a problem at `path` is about a file, which counts as a file checked: a record's (a
 * `.toml` path), or one named almost like a record's (file/location: `two.TOML`, `two.toml.txt`).
 * Not a folder's (a lab folder that is a link or a submodule, an unreadable folder, the models
 * folder): "1 error in 1 file (2 files checked)" for one valid record beside a linked folder read
 * as if a file had been checked and found wrong. Alike for record paths and repository paths.
 */
export function isFileProblem(path: string, rule: string): boolean {
  return path.endsWith('.toml') || rule === 'file/location';
}

/** A record file that is a symbolic link, in every reader's words (working tree and git tree). */
export const RECORD_LINK = 'records must be regular files, not symlinks';
/** The models folder, or a folder in it, that is a link: git keeps the link, not the files. */
export const FOLDER_LINK =
  'this folder is a symbolic link: git keeps the link, not the records it leads to, so build and the action see none of them';
/**
 * The repository path a symbolic link at `linkPath` leads to (its `target` text resolved against the
 * link's folder; '' for the top), or null when it leads out of the repository. Git keeps the text
 * only, so whether it is a folder is for the caller to look up in the same tree.
 */
export function linkTarget(linkPath: string, target: string): string | null {
  if (target.startsWith('/') || /^[A-Za-z]:/.test(target)) return null;
  const parts = linkPath.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') parts.push(segment);
    else if (parts.pop() === undefined) return null;
  }
  return parts.join('/');
}
/** A lab folder (`models/<name>`) committed as a link to a folder, as every reader reports it. */
export function labLinkProblem(name: string): Extract<RegistryFile, { problem: unknown }> {
  return { path: `models/${name}`, problem: { rule: 'file/symlink', message: FOLDER_LINK } };
}
/** FOLDER_LINK for the models folder itself. */
export const MODELS_FOLDER_LINK = `${FOLDER_LINK}; name the real folder as models-dir`;
/** The models folder inside a folder that is a link (`data` of models-dir `data/models`), likewise. */
export function modelsFolderUnderLink(link: string): string {
  return `the models folder is inside ${link}, a symbolic link: git keeps the link, not the records it leads to, so build and the action see none of them; name the real folder as models-dir`;
}
/**
 * A folder at or under the models folder committed as a git submodule (a gitlink, mode 160000):
 * git keeps the commit it names, not its files, as it keeps a link's text. Rule file/not-a-file, as
 * for any entry that is no file where a record may be (docs/rules.md).
 */
export const SUBMODULE =
  'this folder is a git submodule: git keeps the commit it names, not the records in it, so build and the action see none of them; commit the records in this repository instead';
/** SUBMODULE at `path` (a record path), as every reader reports it. */
export function submoduleProblem(path: string): Extract<RegistryFile, { problem: unknown }> {
  return { path, problem: { rule: 'file/not-a-file', message: SUBMODULE } };
}
/** SUBMODULE for the models folder itself. */
export const MODELS_FOLDER_SUBMODULE =
  'the models folder is a git submodule: git keeps the commit it names, not the records in it, so build and the action see none of them; run the action in the repository that holds the records, or commit them in this one';
/** The models folder inside a folder that is a submodule (`data` of models-dir `data/models`), likewise. */
export function modelsFolderInSubmodule(folder: string): string {
  return `the models folder is inside ${folder}, a git submodule: git keeps the commit it names, not the records in it, so build and the action see none of them; run the action in the repository that holds the records, or commit them in this one`;
}
/**
 * The problem every reader reports at `models` when the models folder is a submodule (`folder`
 * undefined) or lies inside `folder`, one.
 */
export function modelsFolderSubmodule(folder?: string): RegistryFile {
  const message = folder === undefined ? MODELS_FOLDER_SUBMODULE : modelsFolderInSubmodule(folder);
  return { path: 'models', problem: { rule: 'file/not-a-file', message } };
}
