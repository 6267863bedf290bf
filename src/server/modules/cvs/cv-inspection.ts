import { HttpError } from "../../lib/errors.ts";

export const CV_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
export type CvType = keyof typeof CV_TYPES;
/** A stored file's format, from the content type its bytes were found to be. */
export const cvFormat = (contentType: string): CvType =>
  contentType === CV_TYPES.pdf ? "pdf" : "docx";

const refused = (code: string, message: string) =>
  new HttpError(422, code, message, { file: message });

export const REFUSALS = {
  "not-a-cv": refused("UNSUPPORTED_FILE", "Upload your CV as a PDF or a Word document (.docx)"),
  macros: refused(
    "ACTIVE_CONTENT",
    "This Word document contains macros; save it as a plain .docx (Word Document) or as a PDF",
  ),
  "active-content": refused(
    "ACTIVE_CONTENT",
    "This file contains scripts, embedded files or links that run when it opens; " +
      "save it again as a plain PDF or .docx (for example with Print → Save as PDF)",
  ),
  encrypted: refused(
    "ENCRYPTED_FILE",
    "This PDF is protected with a password; save a copy without protection",
  ),
  unreadable: refused(
    "UNREADABLE_FILE",
    "The file could not be read; it may be damaged. Save it again as a PDF or .docx",
  ),
  "too-complex": refused(
    "FILE_TOO_COMPLEX",
    "The file unpacks to far more than a CV needs; save it again as a plain PDF or .docx",
  ),
} as const;

export type CvVerdict = CvType | keyof typeof REFUSALS;

/** The verdict as the API says it: the format, or a 422 saying how to fix the file. */
export function acceptedFormat(verdict: CvVerdict): CvType {
  if (verdict === "pdf" || verdict === "docx") return verdict;
  throw REFUSALS[verdict];
}
