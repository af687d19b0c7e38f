import type { contentRefusalsDe } from "./team-content-refusals.de";

/** What the content editor's use cases refuse, in English: part of the `refusals` of `teamEn`. */
export const contentRefusalsEn = {
  conflictBy:
    "{name} has changed this content meanwhile ({date}). Your change was not saved. Please compare both versions and save again.",
  conflict:
    "This content has been changed meanwhile. Your change was not saved. Please reload it and save again.",
  remoteConflict:
    "The same file has been changed differently in the shared repository meanwhile. Your change was not saved. Please reload the page and try again.",
  remotePendingConflict:
    "Changes saved on the server and changes in the shared repository touch the same files and cannot be merged automatically. Nothing can be saved until someone with access to the server has resolved this.",
  remoteDirty:
    "The changes from the shared repository could not be taken over because files on the server have unsaved changes. Please contact someone with access to the server.",
  remoteMergeFailed:
    "The changes from the shared repository could not be taken over just now. Please try again in a few minutes.",
  remoteUnrelated:
    "The shared repository has a different version history than the content on the server; they cannot be merged. Please contact someone with access to the server.",
  remoteUnreachable:
    "The shared repository cannot be reached just now; without it, the content's version history cannot be set up. Please try again later.",
  noBranch:
    "No branch is checked out in the content's repository, so nothing can be synchronised with the shared repository.",
  saveFailed: "The change could not be saved just now. Please try again in a few minutes.",
  syncFailed: "Synchronising with the shared repository failed just now. Please try again later.",
  readFailed: "The version history could not be read just now. Please try again later.",
  folderMissing: "The content folder {dir} does not exist.",
  folderSymlink:
    "The folder {folder}/ is a symbolic link; git would keep only the link, not the content. Please put the content itself into this folder.",
  folderInGitDir: "The folder {dir} lies inside a git directory, not in a working tree.",
  folderIgnored:
    "The folder {folder}/ is ignored in the git repository (.gitignore), so no version history of the content can be kept.",
  fileIgnored:
    "One of the files is ignored in the git repository (.gitignore) and so cannot be saved.",
  versionUnknown: "The version {id} does not exist.",
  notAFileThere: "{path} is not a file in this version.",
  pathMissing: "The path of a file is missing.",
  pathTooLong: "The path “{path}” is not allowed: it is too long.",
  pathControl: "The path “{path}” is not allowed: it contains control characters.",
  pathBackslash: "The path “{path}” is not allowed: it contains a backslash.",
  pathAbsolute: "The path “{path}” is not allowed: it is absolute.",
  pathDots: "The path “{path}” is not allowed: it must do without “.”, “..” and double “/”.",
  pathGit: "The path “{path}” is not allowed: git's own files are excluded.",
  pathNameTooLong: "The path “{path}” is not allowed: a name in it is too long.",
  pathOutside: "The path “{path}” is not allowed: it must lie in content/.",
  pathNoFile: "The path “{path}” is not allowed: it must name a file.",
  pathSymlink: "The path “{path}” is not allowed: it leads through a symbolic link.",
  pathThroughFile: "The path “{path}” is not allowed: a part of it is a file.",
  pathNotFile: "The path “{path}” is not allowed: it is not a file.",
  filesMissing: "What is to be saved is missing.",
  contentMissing: "The content of {path} is missing.",
  pathTwice: "{path} is given twice.",
  authorName: "Whoever saves needs a name (without < and >).",
  authorEmail: "Whoever saves needs a valid email address.",
  committerName: "The committer needs a name (without < and >).",
  committerEmail: "The committer needs a valid email address.",
  descriptionMissing: "A description of the change is missing.",
  descriptionInvalid: "The description of the change is too long or contains control characters.",
  versionInvalid: "The version given is not valid.",
  expectedVersionInvalid: "The expected version given is not valid.",
  pageSizeInvalid: "1 to 1000 entries can be read at once.",
  skipInvalid: "The number of entries to skip is not valid.",
  remoteInvalid: "The address of the shared repository is not valid.",
  postExists: "A post with this date and name already exists.",
  photoMissing: "Please choose a photo or give the path of an image.",
  postGone: "This post no longer exists.",
  postUnknown: "This post does not exist.",
  itemDeletedMeanwhile: "This no longer exists: someone has deleted it meanwhile.",
  itemIdNotAllowed: "does not match the names allowed",
  itemExists: "“{id}” already exists.",
  fileNotRenamed: "This file cannot be renamed.",
  fileStays: "The website needs this file; it stays.",
  itemGone: "This no longer exists.",
  itemUnknown: "This does not exist.",
  pageUnknown: "This page does not exist.",
  pageNoDraft: "This page has no draft.",
  photoEmpty: "The file is empty.",
  photoTooLarge: "The photo is larger than 25 MB. Please choose a smaller one.",
  photoUnreadable: "This is no readable photo (JPEG, PNG, WebP or AVIF).",
  photoFormat: "Photos as JPEG, PNG, WebP or AVIF, please; this file is {format}.",
  photoFormatUnknown: "Photos as JPEG, PNG, WebP or AVIF, please; this file is of an unknown kind.",
  photoDamaged: "The photo is damaged or too large (at most 100 megapixels).",
  svgTooLarge: "The SVG is larger than 2 MB. Please choose a simpler one.",
  svgNotUtf8: "The SVG is not written in UTF-8.",
  svgDoctype: "The SVG has a DOCTYPE declaration. Please upload an SVG without it.",
  svgElement:
    "The SVG contains a <{element}> element, which can run code or load outside content. Please upload an SVG without it.",
  svgEventHandler: "The SVG has an event handler ({attribute}). Please upload an SVG without it.",
  svgReference:
    "The SVG refers to another file or address. Please upload an SVG without such a reference.",
  svgOutsideUrl:
    "The SVG loads something from outside (url(…)). Please upload an SVG without such a reference.",
  svgOutsideStyle:
    "The SVG's style loads something from outside. Please upload an SVG without such a reference.",
  svgUnreadable: "This is no readable SVG. Please upload a plain SVG drawing.",
  svgNotSvg: "This is no SVG image. Please upload a plain SVG drawing.",
} satisfies typeof contentRefusalsDe;
